import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { moveEmotionStylesToHead } from './moveStyles';

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

/** After the build, moves the server-rendered Emotion styles of every page into its <head>. */
export default function emotionStylesInHeadPlugin(context: LoadContext): Plugin {
  return {
    name: 'portal-emotion-styles-in-head',
    async postBuild({ outDir }) {
      // The default locale's output folder holds the other locales' folders: leave those to their own build.
      const { locales, currentLocale } = context.i18n;
      const skip = new Set(
        locales.filter((locale) => locale !== currentLocale).map((locale) => path.join(outDir, locale)),
      );
      for await (const file of htmlFiles(outDir, skip)) {
        const html = await fs.readFile(file, 'utf8');
        const moved = moveEmotionStylesToHead(html);
        if (moved !== html) {
          // Other plugins read the pages in their own postBuild at the same time (the search index):
          // replace each file at once, so no reader ever sees it half written.
          const temporary = `${file}.${process.pid}.tmp`;
          await fs.writeFile(temporary, moved);
          await fs.rename(temporary, file);
        }
      }
    },
  };
}
