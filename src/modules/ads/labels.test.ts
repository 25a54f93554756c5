import { adLabel, DOC_TOP_PLACEMENT } from './labels';

const LABELS = ['in-house-templates', 'in-house-themes'];

describe('adLabel', () => {
  it('names the kind of ad, then the placement', () => {
    const ad = { link: 'https://a.example.com', image: null, company: '', description: '', impressionUrls: [] };
    expect(adLabel({ kind: 'carbon' }, DOC_TOP_PLACEMENT, LABELS)).toBe('carbon-doc-top');
    expect(adLabel({ kind: 'carbon-inline', ad }, DOC_TOP_PLACEMENT, LABELS)).toBe('carbon-inline-doc-top');
    expect(adLabel({ kind: 'in-house', index: 1 }, DOC_TOP_PLACEMENT, LABELS)).toBe('in-house-themes-doc-top');
    expect(adLabel({ kind: 'adblock-notice' }, DOC_TOP_PLACEMENT, LABELS)).toBe('in-house-adblock-doc-top');
  });

  it('labels an empty slot after the script it waits for, and an unknown in-house ad generically', () => {
    expect(adLabel({ kind: 'none' }, 'sidebar', LABELS)).toBe('carbon-sidebar');
    expect(adLabel({ kind: 'in-house', index: 9 }, DOC_TOP_PLACEMENT, LABELS)).toBe('in-house-doc-top');
  });
});
