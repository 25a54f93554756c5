import { contrastRatio, relativeLuminance } from '../support/contrast';

describe('contrastRatio', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
  });
  it('rejects what is not a hex colour', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a hex colour: red');
  });
});
