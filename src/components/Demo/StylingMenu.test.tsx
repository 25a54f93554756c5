/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import StylingMenu from './StylingMenu';

describe('<StylingMenu>', () => {
  it('names each styling, marks the chosen one, and tags the button and items for analytics', () => {
    render(
      <StylingMenu
        stylings={['system', 'tailwind', 'css']}
        value="tailwind"
        onChange={() => undefined}
        demoName="BasicGrid"
      />,
    );
    const button = screen.getByRole('button', { name: 'Code styling: Tailwind CSS' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('data-ga-event-action', 'styling-menu');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'MUI System',
      'Tailwind CSS',
      'Plain CSS',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Tailwind CSS' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'Plain CSS' })).toHaveAttribute('data-ga-event-action', 'styling-css');
  });

  it('hands the chosen styling on and closes', () => {
    const onChange = jest.fn();
    render(<StylingMenu stylings={['system', 'css']} value="system" onChange={onChange} demoName="BasicGrid" />);
    fireEvent.click(screen.getByRole('button', { name: 'Code styling: MUI System' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Plain CSS' }));
    expect(onChange).toHaveBeenCalledWith('css');
    expect(screen.getByRole('button', { name: /Code styling/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
