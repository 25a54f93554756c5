import { contrastRatio } from '../../test/support/contrast';
import { codeThemeCss, codeThemeDark, codeThemeLight, codeThemeVariables } from './prismThemes';

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

describe('the code theme of both modes (CSS variables)', () => {
  it('lists the same token types with the same font styles in both modes', () => {
    const shape = (theme: typeof codeThemeLight) =>
      theme.styles.map((entry) => ({ types: entry.types, fontStyle: entry.style.fontStyle }));
    expect(shape(codeThemeDark)).toEqual(shape(codeThemeLight));
  });

  it("gives every colour as a variable whose value each mode's CSS holds", () => {
    const css = codeThemeCss();
    const [light, dark] = css.split("html[data-theme='dark']");
    expect(codeThemeVariables.plain).toEqual({
      color: 'var(--portal-code-plain)',
      backgroundColor: 'var(--portal-code-background)',
    });
    codeThemeVariables.styles.forEach((entry, index) => {
      expect(entry.types).toEqual(codeThemeLight.styles[index]!.types);
      expect(entry.style.color).toBe(`var(--portal-code-${index})`);
      expect(light).toContain(`--portal-code-${index}:${String(codeThemeLight.styles[index]!.style.color)};`);
      expect(dark).toContain(`--portal-code-${index}:${String(codeThemeDark.styles[index]!.style.color)};`);
    });
    expect(light).toMatch(/^:root\{--portal-code-plain:#1f2328;--portal-code-background:#f6f8fa;/);
    expect(dark).toMatch(/^\{--portal-code-plain:#e6edf3;--portal-code-background:#0d1117;/);
  });
});
