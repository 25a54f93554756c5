/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { CodePreferencesProvider } from '@site/src/modules/codePreferences/CodePreferencesContext';
import CodeVariants from '.';

function renderBlocks(): void {
  render(
    <ThemeProvider theme={createTheme()}>
      <CodePreferencesProvider>
        <CodeVariants language="tsx" ts="let a: number = 1;" js="let a = 1;" tsTitle="App.tsx" jsTitle="App.jsx" />
        <CodeVariants language="ts" ts="export const b: string = 'b';" js="export const b = 'b';" />
      </CodePreferencesProvider>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('<CodeVariants>', () => {
  it('shows TypeScript by default, with its language and title', () => {
    renderBlocks();
    expect(screen.getByText('let a: number = 1;')).toHaveAttribute('data-language', 'tsx');
    expect(screen.getByText('let a: number = 1;')).toHaveAttribute('data-title', 'App.tsx');
    expect(screen.getByText("export const b: string = 'b';")).toHaveAttribute('data-language', 'ts');
  });

  it('one switch changes every block (and is stored for the site)', () => {
    renderBlocks();
    fireEvent.click(screen.getAllByRole('button', { name: 'JS' })[1]);
    expect(screen.getByText('let a = 1;')).toHaveAttribute('data-language', 'jsx');
    expect(screen.getByText('let a = 1;')).toHaveAttribute('data-title', 'App.jsx');
    expect(screen.getByText("export const b = 'b';")).toHaveAttribute('data-language', 'js');
    for (const button of screen.getAllByRole('button', { name: 'JS' }))
      expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(Cookies.get('codeVariant')).toBe('JS');
  });

  it('follows the stored choice', () => {
    Cookies.set('codeVariant', 'JS');
    renderBlocks();
    expect(screen.getByText('let a = 1;')).toBeInTheDocument();
  });
});
