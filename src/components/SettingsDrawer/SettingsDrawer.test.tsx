/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { DisplayPreferencesProvider } from '@site/src/modules/preferences/DisplayPreferencesContext';
import { ColorModeProvider } from '@site/src/modules/colorMode/ColorModeContext';
import SettingsDrawer from './index';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import { installClickTracking, type ClickEvent } from '@site/src/modules/analytics/clickTracking';
import { DEFAULT_PALETTE } from '@site/src/data/constants';

// Counts the renders of the drawer's spacing slider: a part of the drawer that does not show the mode.
const mockSliderRenders = jest.fn();
jest.mock('@mui/material/Slider', () => {
  const actual = jest.requireActual('@mui/material/Slider');
  const { createElement } = jest.requireActual('react');
  return {
    __esModule: true,
    ...actual,
    default: (props: Record<string, unknown>) => {
      mockSliderRenders();
      return createElement(actual.default, props);
    },
  };
});

function renderDrawer({ storage = new MemoryStorage(), open = true } = {}) {
  const onClose = jest.fn();
  // The drawer derives its chrome theme from the page's theme, as under the portal's theme provider.
  const utils = render(
    <ThemeProvider theme={createTheme()}>
      <ColorModeProvider storage={storage}>
        <DisplayPreferencesProvider storage={storage}>
          <SettingsDrawer open={open} onClose={onClose} id="settings-drawer" />
        </DisplayPreferencesProvider>
      </ColorModeProvider>
    </ThemeProvider>,
  );
  return { ...utils, storage, onClose };
}

const primaryField = () => screen.getByRole('textbox', { name: 'Primary' }) as HTMLInputElement;

describe('<SettingsDrawer>', () => {
  it('is a modal dialog named Settings', () => {
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', 'settings-drawer');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Settings' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    renderDrawer({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the stored preferences', () => {
    const storage = new MemoryStorage({
      theme: 'dark',
      'portal.display': JSON.stringify({
        direction: 'rtl',
        dense: true,
        spacing: 6,
        colors: { primary: { main: '#b71c1c' } },
      }),
    });
    renderDrawer({ storage });
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Dense components')).toBeChecked();
    expect(screen.getByText('Spacing unit: 6 px')).toBeInTheDocument();
    expect(primaryField().value).toBe('#b71c1c');
  });

  it('selects the mode and stores it under the theme key', () => {
    const { storage } = renderDrawer();
    const system = screen.getByRole('button', { name: 'System' });
    const dark = screen.getByRole('button', { name: 'Dark' });
    expect(system).toHaveAttribute('aria-pressed', 'true');
    expect(dark).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(system).toHaveAttribute('aria-pressed', 'false');
    expect(storage.getItem('theme')).toBe('dark');

    fireEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(storage.getItem('theme')).toBe('light');

    fireEvent.click(system);
    expect(system).toHaveAttribute('aria-pressed', 'true');
    expect(storage.items.has('theme')).toBe(false);
  });

  it('re-renders only what shows the mode when the mode changes', () => {
    renderDrawer();
    expect(mockSliderRenders).toHaveBeenCalled();
    mockSliderRenders.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(primaryField().value).toBe(DEFAULT_PALETTE.dark.primary);
    fireEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(primaryField().value).toBe(DEFAULT_PALETTE.light.primary);
    expect(mockSliderRenders).not.toHaveBeenCalled();
  });

  it('keeps the mode when the selected button is clicked again', () => {
    const { storage } = renderDrawer();
    const dark = screen.getByRole('button', { name: 'Dark' });
    fireEvent.click(dark);
    fireEvent.click(dark);
    expect(dark).toHaveAttribute('aria-pressed', 'true');
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('changes the direction', () => {
    const { storage } = renderDrawer();
    const ltr = screen.getByRole('button', { name: 'Left to right' });
    const rtl = screen.getByRole('button', { name: 'Right to left' });
    expect(ltr).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(rtl);
    expect(rtl).toHaveAttribute('aria-pressed', 'true');
    expect(ltr).toHaveAttribute('aria-pressed', 'false');
    expect(storage.display()?.direction).toBe('rtl');

    fireEvent.click(ltr);
    expect(storage.display()?.direction).toBe('ltr');
  });

  it('shows the default primary colour and keeps an invalid typed value with a hint', () => {
    const { storage } = renderDrawer();
    const field = primaryField();
    expect(field.value).toBe('#0059b2');
    expect(screen.queryByText('Enter a hex color such as #0059b2')).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: '#12' } });
    expect(field.value).toBe('#12');
    expect(screen.getByText('Enter a hex color such as #0059b2')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(storage.display()?.colors).toEqual({});

    fireEvent.change(field, { target: { value: 'banana' } });
    expect(field.value).toBe('banana');
    expect(storage.display()?.colors).toEqual({});
  });

  it('stores a valid typed colour', () => {
    const { storage } = renderDrawer();
    const field = primaryField();
    fireEvent.change(field, { target: { value: '#b71c1c' } });
    expect(storage.display()?.colors).toEqual({ primary: { main: '#b71c1c' } });
    expect(field.value).toBe('#b71c1c');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter a hex color such as #0059b2')).not.toBeInTheDocument();
    // The native swatch follows the text field.
    expect(screen.getByLabelText('Primary color swatch')).toHaveValue('#b71c1c');
  });

  it('stores a short hex colour in its long form', () => {
    const { storage } = renderDrawer();
    fireEvent.change(screen.getByRole('textbox', { name: 'Secondary' }), { target: { value: '#ABC' } });
    expect(storage.display()?.colors).toEqual({ secondary: { main: '#aabbcc' } });
  });

  it('stores a colour picked with the native swatch', () => {
    const { storage } = renderDrawer();
    fireEvent.change(screen.getByLabelText('Primary color swatch'), { target: { value: '#00ff00' } });
    expect(storage.display()?.colors).toEqual({ primary: { main: '#00ff00' } });
    expect(primaryField().value).toBe('#00ff00');
  });

  it('resets the colours', () => {
    const { storage } = renderDrawer();
    const reset = screen.getByRole('button', { name: 'Reset colors' });
    expect(reset).toBeDisabled();

    fireEvent.change(primaryField(), { target: { value: '#b71c1c' } });
    expect(reset).toBeEnabled();

    fireEvent.click(reset);
    expect(storage.display()?.colors).toEqual({});
    expect(primaryField().value).toBe('#0059b2');
    expect(reset).toBeDisabled();
  });

  it('toggles dense components', () => {
    const { storage } = renderDrawer();
    const dense = screen.getByLabelText('Dense components');
    expect(dense).not.toBeChecked();
    fireEvent.click(dense);
    expect(dense).toBeChecked();
    expect(storage.display()?.dense).toBe(true);
    fireEvent.click(dense);
    expect(dense).not.toBeChecked();
    expect(storage.display()?.dense).toBe(false);
  });

  it('changes the spacing unit with the slider', () => {
    const { storage } = renderDrawer();
    const slider = screen.getByRole('slider', { name: 'Spacing unit: 8 px' });
    expect(slider).toHaveAttribute('aria-valuemin', '4');
    expect(slider).toHaveAttribute('aria-valuemax', '12');
    fireEvent.change(slider, { target: { value: 10 } });
    expect(screen.getByText('Spacing unit: 10 px')).toBeInTheDocument();
    expect(storage.display()?.spacing).toBe(10);
  });

  it('links to the current page in each language and marks the current one', () => {
    renderDrawer();
    const languages = screen.getByRole('navigation', { name: 'Language' });
    const english = within(languages).getByRole('link', { name: 'English' });
    const chinese = within(languages).getByRole('link', { name: '简体中文' });
    expect(english).toHaveAttribute('href', '/x/introduction/licensing');
    expect(chinese).toHaveAttribute('href', '/zh/x/introduction/licensing');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(chinese).not.toHaveAttribute('aria-current');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(chinese).toHaveAttribute('hreflang', 'zh-CN');
    expect(chinese).toHaveAttribute('lang', 'zh-CN');
  });

  it('calls onClose when Escape is pressed', () => {
    const { onClose } = renderDrawer();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Settings' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose from the close button', () => {
    const { onClose } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not call onClose for other keys or for clicks inside', () => {
    const { onClose } = renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    fireEvent.keyDown(dialog, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports its clicks through the analytics click listener, one event per activation', () => {
    const reports: ClickEvent[] = [];
    const uninstall = installClickTracking(document, (event) => reports.push(event));
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('button', { name: 'Right to left' }));
    fireEvent.click(screen.getByText('Dense components'));
    fireEvent.click(screen.getByRole('button', { name: 'Close settings' }));
    uninstall();
    expect(reports.map(({ category, action, label }) => [category, action, label])).toEqual([
      ['settings', 'mode', 'dark'],
      ['settings', 'direction', 'rtl'],
      ['settings', 'dense', 'on'],
      ['settings', 'close', undefined],
    ]);
  });
});
