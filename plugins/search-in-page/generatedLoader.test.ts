import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_FILES } from '.';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./generatedLoader.cjs') as {
  (this: { resourcePath: string; resourceQuery: string }, source: string): string;
  constantsPart(source: string): string;
  lunrSetupPart(source: string): string;
  withLazyMark(source: string, module: string): string;
  LAZY_MARK_MODULE: string;
};

const DIR = '/site/.docusaurus/@easyops-cn/docusaurus-search-local/default';

// What the search plugin writes for this site's options (en + zh), as in server/utils/generate.js.
const CONSTANTS = [
  'import lunr from "/n/lunr/lunr.js";',
  'require("/n/lunr-languages/lunr.stemmer.support.js")(lunr);',
  'require("/n/@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js").lunrLanguageZh(lunr);',
  'require("/n/lunr-languages/lunr.multi.js")(lunr);',
  'export const removeDefaultStopWordFilter = [];',
  'export const language = ["en","zh"];',
  'export const searchIndexUrl = "search-index{dir}-750380e2.json";',
  'export const searchResultLimits = 8;',
  'export const fuzzyMatchingDistance = 1;',
].join('\n');

const OPTIONS = [
  'export const removeDefaultStemmer = false;',
  'export { default as Mark } from "/n/mark.js/dist/mark.js"',
  'export const searchResultContextMaxLength = 50;',
].join('\n');

const run = (file: string, query: string, source: string) =>
  loader.call({ resourcePath: path.join(DIR, file), resourceQuery: query }, source);

describe('generatedLoader', () => {
  it('gives the search bar the constants without the lunr set-up', () => {
    const out = run('generated-constants.js', '', CONSTANTS);
    expect(out).not.toMatch(/lunr/);
    expect(out).toContain('export const language = ["en","zh"];');
    expect(out).toContain('export const searchResultLimits = 8;');
    expect(out.split('\n')).toHaveLength(5);
  });

  it('gives the search engine the lunr set-up, exporting lunr, with ?lunr-setup', () => {
    const out = run('generated-constants.js', '?lunr-setup', CONSTANTS);
    expect(out).toBe(
      [
        'import lunr from "/n/lunr/lunr.js";',
        'require("/n/lunr-languages/lunr.stemmer.support.js")(lunr);',
        'require("/n/@easyops-cn/docusaurus-search-local/dist/client/shared/lunrLanguageZh.js").lunrLanguageZh(lunr);',
        'require("/n/lunr-languages/lunr.multi.js")(lunr);',
        'export default lunr;',
        '',
      ].join('\n'),
    );
  });

  it('keeps the wordcut assignment of other languages in the set-up', () => {
    const source =
      'import lunr from "/n/lunr.js";\nlunr.wordcut = require("/n/wordcut");\nexport const language = ["th"];';
    expect(loader.lunrSetupPart(source)).toContain('lunr.wordcut = require("/n/wordcut");');
    expect(loader.constantsPart(source)).toBe('export const language = ["th"];');
  });

  it('fails loudly when the generated file no longer has the expected shape', () => {
    expect(() => loader.lunrSetupPart('export const language = ["en"];')).toThrow(/no longer import lunr/);
  });

  it('points the Mark export at the lazy highlighter and leaves the other options alone', () => {
    const out = run('generated.js', '', OPTIONS);
    expect(out).toContain(`export { default as Mark } from ${JSON.stringify(loader.LAZY_MARK_MODULE)};`);
    expect(out).not.toContain('mark.js/dist');
    expect(out).toContain('export const searchResultContextMaxLength = 50;');
    expect(fs.existsSync(loader.LAZY_MARK_MODULE)).toBe(true);
  });

  it('leaves options without highlighting as they are', () => {
    const source = 'export const Mark = null;\nexport const indexDocs = true;';
    expect(run('generated.js', '', source)).toBe(source);
  });

  it('matches the installed plugin: the files it generates and the lines it writes', () => {
    expect(GENERATED_FILES.test(path.join(DIR, 'generated.js'))).toBe(true);
    expect(GENERATED_FILES.test(path.join(DIR, 'generated-constants.js'))).toBe(true);
    expect(GENERATED_FILES.test(path.join(DIR, 'generated-other.js'))).toBe(false);
    const generator = fs.readFileSync(
      require.resolve('@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate.js'),
      'utf8',
    );
    expect(generator).toContain('export { default as Mark } from ${JSON.stringify(require.resolve("mark.js"))}');
    expect(generator).toContain('`import lunr from ${JSON.stringify(require.resolve("lunr"))};`');
    expect(generator).toContain('(lunr);`');
  });
});
