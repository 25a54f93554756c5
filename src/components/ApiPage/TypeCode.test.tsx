/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import TypeCode from './TypeCode';

describe('<TypeCode>', () => {
  it('writes the type in code font with the documented names linked', () => {
    const { container } = render(
      <TypeCode type={['readonly ', { name: 'GridColDef', href: '/x/api/data-grid/grid-col-def' }, '<R>[]']} />,
    );
    expect(container.firstChild?.nodeName).toBe('CODE');
    expect(container.textContent).toBe('readonly GridColDef<R>[]');
    expect(screen.getByRole('link')).toHaveTextContent('GridColDef');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/x/api/data-grid/grid-col-def');
  });
});
