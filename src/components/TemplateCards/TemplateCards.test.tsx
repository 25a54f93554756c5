/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { TEMPLATES } from '@site/src/data/templates';
import { PREVIEW_VIEWPORT, previewScale } from '@site/src/modules/templates/previewScale';
import TemplateCards from './index';

describe('TemplateCards', () => {
  it('lists a card per template, in order, whose heading links to the template', () => {
    render(<TemplateCards />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(TEMPLATES.length);
    cards.forEach((card, index) => {
      const template = TEMPLATES[index]!;
      const link = within(within(card).getByRole('heading', { level: 3 })).getByRole('link');
      expect(link.textContent).toBe(template.title);
      expect(link.getAttribute('href')).toBe(`/getting-started/templates/${template.slug}`);
      expect(within(card).getByText(template.description)).toBeTruthy();
    });
  });

  it('keeps the previews out of the accessibility tree and empty until measured', () => {
    const { container } = render(<TemplateCards />);
    const previews = container.querySelectorAll('[data-template-preview]');
    expect(previews).toHaveLength(TEMPLATES.length);
    for (const preview of Array.from(previews)) {
      expect(preview.getAttribute('aria-hidden')).toBe('true');
      // jsdom measures every box as 0 px wide: nothing is rendered at scale 0.
      expect(preview.childElementCount).toBe(0);
    }
  });
});

describe('previewScale', () => {
  it('scales the desktop viewport to the box width, 0 before measuring', () => {
    expect(previewScale(0)).toBe(0);
    expect(previewScale(PREVIEW_VIEWPORT.width / 4)).toBe(0.25);
  });
});
