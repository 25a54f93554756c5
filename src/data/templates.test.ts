import fs from 'node:fs';
import path from 'node:path';
import { TEMPLATES, TEMPLATES_ROUTE, templateOf, templateRoute, type TemplateSlug } from './templates';

describe('the templates data', () => {
  it('lists the nine templates of spec section 1, in its order', () => {
    expect(TEMPLATES.map((template) => template.slug)).toEqual([
      'marketing-page',
      'blog',
      'checkout',
      'dashboard',
      'pricing',
      'sign-in',
      'sign-in-side',
      'sign-up',
      'sticky-footer',
    ]);
  });

  it('gives each its folder, a sentence-case title and a one-sentence description', () => {
    for (const template of TEMPLATES) {
      expect(template.sourcePath).toBe(`src/templates/${template.slug}/`);
      expect(template.title).toMatch(/^[A-Z][a-z -]+$/);
      expect(template.description).toMatch(/^[A-Z][^.]+\.$/);
    }
  });

  it('is the navigation entry of the templates page', () => {
    const navigation = fs.readFileSync(path.join(__dirname, 'navigation/core.ts'), 'utf8');
    expect(navigation).toContain(`pathname: '${TEMPLATES_ROUTE}'`);
  });

  it('routes each template under the templates page', () => {
    expect(templateRoute('pricing')).toBe('/getting-started/templates/pricing');
    expect(templateOf('sign-in-side').title).toBe('Sign-in side');
    expect(() => templateOf('nope' as TemplateSlug)).toThrow('Unknown template: nope');
  });
});
