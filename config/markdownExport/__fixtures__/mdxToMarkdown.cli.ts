/**
 * Runs mdxToMarkdown for the Jest test (which cannot load the ESM-only parser): reads
 * `{ source, page, demos, prefixes? }` as JSON on stdin, prints the Markdown as JSON. Relative
 * addresses resolve to `https://example.test/resolved/<href>`; with `prefixes`, the page is exported
 * once per prefix in the same process (as the locales of one build are) and every export is printed.
 */
import { mdxToMarkdown } from '../mdxToMarkdown';

const DEFAULT_PREFIX = 'https://example.test/resolved/';

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const { source, page, demos, prefixes } = JSON.parse(input) as {
    source: string;
    page: { title: string; description?: string };
    demos: Record<string, string>;
    prefixes?: string[];
  };
  const exportWith = (prefix: string) =>
    mdxToMarkdown(source, page, {
      demoSource: (file) => demos[file] ?? null,
      resolveUrl: (url) => (url.startsWith('http') ? url : `${prefix}${url}`),
    });
  try {
    const markdowns = (prefixes ?? [DEFAULT_PREFIX]).map(exportWith);
    process.stdout.write(JSON.stringify({ markdown: markdowns[0], markdowns }));
  } catch (error) {
    process.stdout.write(JSON.stringify({ error: (error as Error).message }));
  }
});
