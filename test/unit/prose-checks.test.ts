/**
 * The writers' prose checks with the project's real configuration: `.remarkrc.mjs` (npm run lint:pages)
 * and `cspell.config.yaml` with `cspell-words.txt` (npm run lint:spelling), on the fixture pages of
 * __fixtures__/prose/ (outside the folders the real runs check).
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintWithProjectConfig, located } from '../../lint/remark/testing/lintWith';
import { runEsmScript } from '../support/runEsmScript';
import type { SpellingIssue } from '../support/spellCheckTexts.mts';

const FIXTURES = path.join(__dirname, '__fixtures__/prose');
const SITE_DIR = path.resolve(__dirname, '../..');

function fixture(name: string): { path: string; value: string } {
  const file = path.join(FIXTURES, name);
  return { path: path.relative(SITE_DIR, file), value: fs.readFileSync(file, 'utf8') };
}

function spellCheck(...names: string[]): SpellingIssue[] {
  return runEsmScript<SpellingIssue[]>('test/support/spellCheckTexts.mts', { texts: names.map(fixture) });
}

describe('page lint (.remarkrc.mjs)', () => {
  const messages = lintWithProjectConfig([fixture('broken-structure.mdx'), fixture('clean.mdx')]);

  it('reports the h1, the skipped heading level and the fence without a language, with their lines', () => {
    expect(located(messages)).toEqual([
      'test/unit/__fixtures__/prose/broken-structure.mdx:10 no-body-h1',
      'test/unit/__fixtures__/prose/broken-structure.mdx:14 heading-increment',
      'test/unit/__fixtures__/prose/broken-structure.mdx:16 fenced-code-flag',
    ]);
  });

  it('says nothing about a page that keeps the rules', () => {
    expect(messages.filter((message) => message.file.endsWith('clean.mdx'))).toEqual([]);
  });
});

describe('spell check (cspell.config.yaml)', () => {
  const issues = spellCheck('misspelled.mdx', 'clean.mdx');

  it('reports British spellings and a misspelling, with file, line and column', () => {
    const file = 'test/unit/__fixtures__/prose/misspelled.mdx';
    expect(issues.filter((issue) => issue.file === file)).toEqual([
      { file, line: 6, column: 20, word: 'colour', flagged: false },
      { file, line: 8, column: 22, word: 'documentaton', flagged: false },
      { file, line: 10, column: 15, word: 'centred', flagged: true },
    ]);
  });

  it('says nothing about clean prose, and skips code, imports and demo file names', () => {
    expect(issues.filter((issue) => issue.file.endsWith('clean.mdx'))).toEqual([]);
  });
});

describe('project word list (cspell-words.txt)', () => {
  const words = fs
    .readFileSync(path.join(SITE_DIR, 'cspell-words.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const flagWords = fs
    .readFileSync(path.join(SITE_DIR, 'cspell.config.yaml'), 'utf8')
    .split('flagWords:')[1]
    .split('\n')
    .map((line) => /^\s+-\s+(\S+)$/.exec(line)?.[1])
    .filter((word): word is string => word !== undefined);

  it('is sorted, one word a line, without duplicates', () => {
    const sorted = [...words].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(words).toEqual(sorted);
    expect(new Set(words.map((word) => word.toLowerCase())).size).toBe(words.length);
    expect(words.filter((word) => /\s/.test(word))).toEqual([]);
  });

  it('never lets a flagged British spelling back in', () => {
    expect(flagWords.length).toBeGreaterThan(10);
    expect(words.filter((word) => flagWords.includes(word.toLowerCase()))).toEqual([]);
  });
});
