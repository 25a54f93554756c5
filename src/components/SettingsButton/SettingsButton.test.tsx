/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import SettingsButton from './index';

jest.mock('@site/src/components/SettingsDrawer', () => ({
  __esModule: true,
  default: ({ id, open }: { id: string; open: boolean }) =>
    open ? <div role="dialog" id={id} aria-label="Settings" /> : null,
}));

describe('<SettingsButton>', () => {
  it('is a button named Settings that says it opens a dialog, closed at first', () => {
    render(<SettingsButton />);
    const button = screen.getByRole('button', { name: 'Settings' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
  });

  it('has a tooltip for the eye only: the same words as its name, hidden from assistive technology', () => {
    const { container } = render(<SettingsButton />);
    const tooltip = container.querySelector('.tooltip');
    expect(tooltip).toHaveAttribute('aria-hidden', 'true');
    expect(tooltip).toHaveTextContent('Settings');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides the tooltip on Escape (PlainTooltip)', () => {
    const { container } = render(<SettingsButton />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Settings' }), { key: 'Escape' });
    expect(container.querySelector('.tooltip')?.parentElement).toHaveClass('dismissed');
  });

  it('opens the drawer it controls', async () => {
    render(<SettingsButton />);
    const button = screen.getByRole('button', { name: 'Settings' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
  });
});
