import { contrastRatio } from '../../test/support/contrast';
import { codeThemeDark, codeThemeLight } from './prismThemes';

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
