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
