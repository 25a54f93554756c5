import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { writeFileWhole } from '../../config/files/writeFileWhole';
import { createCssCompactor } from './compactCss';
import { moveEmotionStylesToHead } from './moveStyles';
import { withoutNulBytes } from './nulBytes';

async function* htmlFiles(dir: string, skip: ReadonlySet<string>): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) yield* htmlFiles(full, skip);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** What a built page needs before it ships: the NUL bytes React's stream left dropped, Emotion's styles in <head>. */
export function finishedPage(html: string, compactCss: (css: string) => string): string {
  return moveEmotionStylesToHead(withoutNulBytes(html), compactCss);
}

/**
 * After the build, rewrites every page of the locale once (finishedPage): the NUL bytes React's
 * stream left go (nulBytes.ts), and the server-rendered Emotion styles move into <head>, their CSS
 * minified on the way (moveStyles.ts, compactCss.ts).
 */
export default function builtPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'portal-built-pages',
    async postBuild({ outDir }) {
      // The default locale's output folder holds the other locales' folders: leave those to their own build.
      const { locales, currentLocale } = context.i18n;
      const skip = new Set(
        locales.filter((locale) => locale !== currentLocale).map((locale) => path.join(outDir, locale)),
      );
      const compactCss = createCssCompactor();
      for await (const file of htmlFiles(outDir, skip)) {
        const html = await fs.readFile(file, 'utf8');
        const finished = finishedPage(html, compactCss);
        if (finished !== html) {
          // Other plugins read the pages in their own postBuild at the same time (the search index).
          await writeFileWhole(file, finished);
        }
      }
    },
  };
}
