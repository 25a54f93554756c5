import type { PrismTheme } from 'prism-react-renderer';

/** Code highlighting for light mode: every token colour at least 4.5:1 on the background (WCAG AA). */
export const codeThemeLight: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['keyword', 'selector', 'important', 'atrule', 'deleted'], style: { color: '#cf222e' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#0a3069' } },
    { types: ['function', 'function-variable'], style: { color: '#8250df' } },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'variable'],
      style: { color: '#0550ae' },
    },
    { types: ['tag', 'builtin'], style: { color: '#116329' } },
    { types: ['class-name', 'maybe-class-name', 'namespace'], style: { color: '#953800' } },
  ],
};

/** Code highlighting for dark mode, with the same contrast guarantee. */
export const codeThemeDark: PrismTheme = {
  plain: { color: '#e6edf3', backgroundColor: '#0d1117' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#8b949e', fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: '#c9d1d9' } },
    { types: ['keyword', 'selector', 'important', 'atrule', 'deleted'], style: { color: '#ff7b72' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#a5d6ff' } },
    { types: ['function', 'function-variable'], style: { color: '#d2a8ff' } },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'variable'],
      style: { color: '#79c0ff' },
    },
    { types: ['tag', 'builtin'], style: { color: '#7ee787' } },
    { types: ['class-name', 'maybe-class-name', 'namespace'], style: { color: '#ffa657' } },
  ],
};

/** The CSS custom property of a code theme entry: `plain`, `background`, or a style's index. */
function codeColorVariable(entry: 'plain' | 'background' | number): string {
  return `--portal-code-${entry}`;
}

/**
 * The theme code blocks are given in both modes: every colour a CSS variable, whose value the mode
 * decides (`codeThemeCss`). A mode switch then changes the code's colours in the same style
 * recalculation as the rest of the page, and no code block renders again (each token's inline style
 * stays the same); with one theme per mode, Docusaurus handed every token a new colour through React.
 */
export const codeThemeVariables: PrismTheme = {
  plain: { color: `var(${codeColorVariable('plain')})`, backgroundColor: `var(${codeColorVariable('background')})` },
  styles: codeThemeLight.styles.map((entry, index) => ({
    ...entry,
    style: { ...entry.style, color: `var(${codeColorVariable(index)})` },
  })),
};

function declarations(theme: PrismTheme): string {
  const values: Array<[string, unknown]> = [
    [codeColorVariable('plain'), theme.plain.color],
    [codeColorVariable('background'), theme.plain.backgroundColor],
    ...theme.styles.map((entry, index): [string, unknown] => [codeColorVariable(index), entry.style.color]),
  ];
  return values.map(([name, value]) => `${name}:${String(value)};`).join('');
}

/**
 * The values of `codeThemeVariables` in each mode, keyed to Docusaurus's `data-theme` like the rest of
 * the page's colours (light also without the attribute). Both themes must list the same token types
 * in the same order (tested).
 */
export function codeThemeCss(): string {
  return `:root{${declarations(codeThemeLight)}}html[data-theme='dark']{${declarations(codeThemeDark)}}`;
}
