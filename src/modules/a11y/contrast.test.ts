import { codeThemeDark, codeThemeLight } from '../../data/prismThemes';
import { contrastRatio, relativeLuminance } from './contrast';

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

describe.each([
  ['light', codeThemeLight],
  ['dark', codeThemeDark],
])('the %s code theme', (_name, theme) => {
  const background = String(theme.plain.backgroundColor);
  it.each(theme.styles.map((style) => [style.types.join(', '), String(style.style.color)]))(
    '%s reaches 4.5:1 on the background',
    (_types, color) => {
      expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
  it('has readable plain text', () => {
    expect(contrastRatio(String(theme.plain.color), background)).toBeGreaterThanOrEqual(7);
  });
});
