/**
 * Keeps the README's map and the design notes true: the README stays short and starts with the two
 * commands, every relative link leads to a file (and heading) that exists, and every repository path
 * written in backticks exists. When code moves, this names each note that still points at the old place.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  candidatesFor,
  firstBashCommands,
  headingAnchors,
  inlineCodeSpans,
  linkTargets,
  repositoryPathOf,
  resolveLink,
} from '../support/docReferences';

const ROOT = path.resolve(__dirname, '../..');
const README_MAX_LINES = 150;

const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');
const exists = (file: string): boolean => fs.existsSync(path.join(ROOT, file));

const NOTES = fs
  .readdirSync(path.join(ROOT, 'notes'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `notes/${name}`);
const DOCUMENTS = ['README.md', ...NOTES];

describe('README.md', () => {
  const readme = read('README.md');

  it(`has at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('starts with the two commands that CI and the hooks read', () => {
    expect(readme.startsWith('# MUI X documentation portal\n\n```bash\n')).toBe(true);
    expect(firstBashCommands(readme)).toEqual(['npm install && npm run dev', 'npm test']);
  });

  it('links the note of every topic in notes/', () => {
    const linked = new Set(linkTargets(readme).flatMap((target) => resolveLink('README.md', target)?.file ?? []));
    const unlinked = NOTES.filter((note) => !linked.has(note) && note !== 'notes/README.md');
    expect(unlinked).toEqual([]);
  });
});

describe('notes/README.md', () => {
  it('lists every note', () => {
    const index = read('notes/README.md');
    const listed = new Set(linkTargets(index).flatMap((target) => resolveLink('notes/README.md', target)?.file ?? []));
    expect(NOTES.filter((note) => note !== 'notes/README.md' && !listed.has(note))).toEqual([]);
  });
});

describe.each(DOCUMENTS)('%s', (document) => {
  const text = read(document);

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const target of linkTargets(text)) {
      const link = resolveLink(document, target);
      if (!link) continue;
      if (!exists(link.file)) broken.push(`${target} (no ${link.file})`);
      else if (link.anchor && link.file.endsWith('.md') && !headingAnchors(read(link.file)).has(link.anchor)) {
        broken.push(`${target} (no heading #${link.anchor} in ${link.file})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const missing = inlineCodeSpans(text)
      .map(repositoryPathOf)
      .filter((repositoryPath): repositoryPath is string => repositoryPath !== null)
      .filter((repositoryPath) => !candidatesFor(repositoryPath).some(exists));
    expect([...new Set(missing)]).toEqual([]);
  });
});
