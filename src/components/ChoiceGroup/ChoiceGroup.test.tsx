/** @jest-environment jsdom */
import React, { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import ChoiceGroup, { type Choice } from '.';

type Mode = 'light' | 'dark';
const CHOICES: readonly Choice<Mode>[] = [
  { value: 'light', label: 'Light', icon: <svg data-testid="light-icon" /> },
  { value: 'dark', label: 'Dark', icon: null },
];

function Harness({ onChange }: { onChange: (mode: Mode) => void }): React.JSX.Element {
  const [mode, setMode] = useState<Mode>('light');
  return (
    <>
      <span id="mode-label">Mode</span>
      <ChoiceGroup
        value={mode}
        choices={CHOICES}
        labelledBy="mode-label"
        onChange={(next) => {
          onChange(next);
          setMode(next);
        }}
        buttonAttributes={(value) => ({ 'data-choice': value })}
      />
    </>
  );
}

describe('<ChoiceGroup>', () => {
  it('is a group named by its label, one native button per choice, the chosen one pressed', () => {
    render(<Harness onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Mode' });
    const light = within(group).getByRole('button', { name: 'Light' });
    const dark = within(group).getByRole('button', { name: 'Dark' });
    expect(light).toHaveAttribute('type', 'button');
    expect(light).toHaveAttribute('aria-pressed', 'true');
    expect(dark).toHaveAttribute('aria-pressed', 'false');
    expect(within(light).getByTestId('light-icon')).toBeInTheDocument();
    expect(dark).toHaveAttribute('data-choice', 'dark');
  });

  it('reports a new choice, and keeps the chosen one when it is pressed again', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Light' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledWith('dark');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('can be named by a label of its own, and drawn as a compact strip', () => {
    const { container } = render(
      <ChoiceGroup value="dark" choices={CHOICES} label="Mode of the page" variant="compact" onChange={() => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Mode of the page' });
    expect(group).not.toHaveAttribute('aria-labelledby');
    expect(group).toHaveClass('compact');
    expect(within(group).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    render(<Harness onChange={() => {}} />);
    const filled = screen.getByRole('group', { name: 'Mode' });
    expect(filled).not.toHaveClass('compact');
    expect(container).toContainElement(group);
  });
});
