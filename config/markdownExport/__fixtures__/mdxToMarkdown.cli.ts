/**
 * Runs mdxToMarkdown for the Jest test (which cannot load the ESM-only parser): reads
 * `{ source, page, demos, siteUrl }` as JSON on stdin, prints the Markdown as JSON.
 */
import { mdxToMarkdown } from '../mdxToMarkdown';

let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const { source, page, demos } = JSON.parse(input) as {
    source: string;
    page: { title: string; description?: string };
    demos: Record<string, string>;
  };
  try {
    const markdown = mdxToMarkdown(source, page, {
      demoSource: (file) => demos[file] ?? null,
      resolveUrl: (url) => (url.startsWith('http') ? url : `https://example.test/resolved/${url}`),
    });
    process.stdout.write(JSON.stringify({ markdown }));
  } catch (error) {
    process.stdout.write(JSON.stringify({ error: (error as Error).message }));
  }
});
