import fs from 'node:fs';
import path from 'node:path';
import { AREAS } from '../../config/navigation/areas';

/** Every Markdown/MDX page under docs/, with its front matter and body split. */
function docFiles(): Array<{ file: string; frontMatter: string; body: string }> {
  const result: Array<{ file: string; frontMatter: string; body: string }> = [];
  const walk = (dir: string): void => {
    for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, dirent.name);
      if (dirent.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(dirent.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
        result.push({
          file: path.relative(process.cwd(), full),
          frontMatter: match?.[1] ?? '',
          body: match?.[2] ?? text,
        });
      }
    }
  };
  for (const area of Object.values(AREAS)) walk(area.dir);
  return result;
}

const files = docFiles();

// Front matter (`title`, `description`) and the h1 left to the theme are checked by the page lint
// (npm run lint:pages, .remarkrc.mjs and lint/remark/), which names file and line.
describe('content quality', () => {
  it('finds pages', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((entry) => [entry.file, entry] as const))(
    '%s is real content, not a placeholder',
    (_file, entry) => {
      expect(entry.body).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b|placeholder page/i);
      const words = entry.body
        .replace(/```[\s\S]*?```/g, ' ')
        .split(/\s+/)
        .filter((word) => /[A-Za-z\u4e00-\u9fff]/.test(word));
      expect(words.length).toBeGreaterThan(150);
    },
  );

  it.each(files.map((entry) => [entry.file, entry] as const))(
    '%s takes its sidebar label from the navigation data',
    (_file, entry) => {
      expect(entry.frontMatter).not.toMatch(/^sidebar_label:/m);
    },
  );
});
