/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import NavTags from './index';

describe('<NavTags>', () => {
  it('renders nothing without tags', () => {
    const { container } = render(<NavTags tags={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the Pro and Premium marks an accessible name', () => {
    render(
      <>
        <NavTags tags={{ plan: 'pro' }} />
        <NavTags tags={{ plan: 'premium' }} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Pro plan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Premium plan' })).toBeInTheDocument();
  });

  it('shows the New, Planned and Preview chips', () => {
    render(<NavTags tags={{ newFeature: true, planned: true, unstable: true }} />);
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Planned')).toBeInTheDocument();
    expect(screen.getByText('Preview')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
