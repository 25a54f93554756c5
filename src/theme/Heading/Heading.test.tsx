/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PagePlanContext } from '@site/src/modules/navigation/PagePlanContext';
import type { Plan } from '@site/src/data/navigation/types';
import HeadingWrapper from '.';

function renderHeading(as: 'h1' | 'h2', plan: Plan | null) {
  return render(
    <PagePlanContext.Provider value={plan}>
      <HeadingWrapper as={as}>Column pinning</HeadingWrapper>
    </PagePlanContext.Provider>,
  );
}

describe('Heading wrapper', () => {
  it('adds the Pro mark, linking to the Pro plan section, to the title of a Pro page', () => {
    renderHeading('h1', 'pro');
    const link = screen.getByRole('link', { name: 'Pro' });
    expect(link).toHaveAttribute('href', '/x/introduction/licensing#pro-plan');
    expect(link).toHaveAttribute('title', 'This feature needs the Pro plan: see licensing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Column pinning');
    expect(screen.getByRole('heading', { level: 1 })).toContainElement(link);
  });

  it('adds the Premium mark to the title of a Premium page', () => {
    renderHeading('h1', 'premium');
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute(
      'href',
      '/x/introduction/licensing#premium-plan',
    );
  });

  it('leaves free pages and other headings alone', () => {
    renderHeading('h1', null);
    expect(screen.queryByRole('link')).toBeNull();
    renderHeading('h2', 'pro');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
