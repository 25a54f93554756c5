import { transform } from 'lightningcss';

/**
 * Makes Emotion's server-rendered CSS as small as Lightning CSS's minifier makes it (issue 24): the
 * build's per-page HTML minifier, which did this before, is off (plugins/html-minifier-skip). Pages
 * repeat the same style elements (the global styles in every page, a component's styles wherever it
 * is used), so each distinct text is minified once per build: about 2,000 distinct texts for the
 * 10,000 style elements of a locale. CSS the minifier cannot read is kept as Emotion wrote it.
 */
export function createCssCompactor(limit = 20_000): (css: string) => string {
  const done = new Map<string, string>();
  return (css) => {
    const known = done.get(css);
    if (known !== undefined) return known;
    let compact = css;
    try {
      const { code } = transform({ filename: 'emotion.css', code: Buffer.from(css), minify: true });
      const text = code.toString();
      if (text.length < css.length) compact = text;
    } catch {
      // Kept as written: the browser reads it as it did before.
    }
    if (done.size < limit) done.set(css, compact);
    return compact;
  };
}
