/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import Marks from './Marks';

describe('<Marks>', () => {
  it('renders nothing for an optional, free, current entry', () => {
    expect(render(<Marks />).container).toBeEmptyDOMElement();
    expect(render(<Marks plan="community" />).container).toBeEmptyDOMElement();
  });

  it('shows required, the paid plan and deprecated, in that order', () => {
    const { container } = render(<Marks required plan="premium" deprecated />);
    expect(screen.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
    expect(container.textContent).toBe('RequiredDeprecated');
    expect(container.firstChild).toHaveTextContent('Required');
  });

  it('shows one mark alone', () => {
    render(<Marks plan="pro" />);
    expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.queryByText('Deprecated')).not.toBeInTheDocument();
  });
});
