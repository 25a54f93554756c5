import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AREAS, SITE_DIR, navigationOf } from '../../config/navigation/areas';
import { allPathnames } from '../../config/navigation/tree';

const ZH_DIR = path.join(SITE_DIR, 'i18n/zh');

/**
 * Messages allowed to stay in Latin script: names and numbers that Chinese readers see untranslated
 * too. Code identifiers (GridColDef, useMediaQuery, ...) are recognised by their shape instead.
 * Everything else in i18n/zh must contain Chinese.
 */
const LATIN_ALLOWED = new Set([
  'MUI X',
  'Material UI',
  'MUI System',
  'Stack Overflow',
  'English',
  '7.14.0',
  'API',
  'z-index',
  'TypeScript',
  'Flow',
  'CSS in JS',
]);

/** A code identifier in camel or Pascal case with at least two words (GridApi, useMediaQuery). */
function isCodeIdentifier(message: string): boolean {
  return /^[A-Za-z][a-z]+(?:[A-Z][a-z]*)+$/.test(message);
}

/**
 * The sidebar labels of the generated API pages are the exported names of the packages
 * (`TreeItem2`, `Gauge`, `Unstable_PickersSectionList`, Material UI's `Button`): code, the same in
 * every language.
 */
function isApiPageName(key: string, message: string): boolean {
  return (
    (/^sidebar\.x\.link\.\/x\/api\/[\w-]+\/[\w-]+$/.test(key) || /^sidebar\.core\.link\.\/api\/[\w-]+$/.test(key)) &&
    /^[A-Za-z_$][\w$]*$/.test(message)
  );
}

/** Messages made only of placeholders and punctuation read as Chinese once filled in. */
function isOnlyPlaceholders(message: string): boolean {
  return !/[A-Za-z]/.test(message.replace(/\{\w+\}/g, ''));
}

type TranslationFile = Record<string, { message: string; description?: string }>;

function translationFiles(dir = ZH_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((dirent) => {
    const full = path.join(dir, dirent.name);
    if (dirent.isDirectory()) return dirent.name === 'current' ? [] : translationFiles(full);
    return dirent.name.endsWith('.json') ? [full] : [];
  });
}

function read(file: string): TranslationFile {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile;
  } catch (error) {
    throw new Error(`${path.relative(SITE_DIR, file)} is not valid JSON: ${(error as Error).message}`);
  }
}

const files = translationFiles();

describe('Chinese translations', () => {
  it('has the translation files', () => {
    const names = files.map((file) => path.relative(ZH_DIR, file)).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'code.json',
        'docusaurus-plugin-content-docs-x/current.json',
        'docusaurus-plugin-content-docs/current.json',
        'docusaurus-theme-classic/footer.json',
        'docusaurus-theme-classic/navbar.json',
      ]),
    );
  });

  it.each(files.map((file) => [path.relative(SITE_DIR, file), file]))(
    '%s is valid and fully translated',
    (_name, file) => {
      const untranslated = Object.entries(read(file))
        .filter(
          ([key, entry]) =>
            typeof entry.message !== 'string' ||
            (!/[\u4e00-\u9fff]/.test(entry.message) &&
              !LATIN_ALLOWED.has(entry.message) &&
              !isCodeIdentifier(entry.message) &&
              !isApiPageName(key, entry.message) &&
              !isOnlyPlaceholders(entry.message)),
        )
        .map(([key, entry]) => `${key}: ${JSON.stringify(entry.message)}`);
      expect(untranslated).toEqual([]);
    },
  );

  it('translates the label of every navigation entry', () => {
    for (const area of Object.values(AREAS)) {
      const folder =
        area.pluginId === 'default'
          ? 'docusaurus-plugin-content-docs'
          : `docusaurus-plugin-content-docs-${area.pluginId}`;
      const keys = Object.keys(read(path.join(ZH_DIR, folder, 'current.json')));
      const labelled = new Set(keys.map((key) => key.replace(/^sidebar\.\w+\.(doc|category|link)\./, '')));
      const missing = allPathnames(navigationOf(area)).filter((pathname) => !labelled.has(pathname));
      expect(missing).toEqual([]);
    }
  });

  it('is in sync with the strings of the code (write-translations adds nothing)', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-i18n-'));
    for (const name of [
      'node_modules',
      'docs',
      'src',
      'blog',
      'static',
      'sidebars',
      'docusaurus.config.ts',
      'package.json',
      'tsconfig.json',
    ]) {
      fs.symlinkSync(path.join(SITE_DIR, name), path.join(tmp, name));
    }
    fs.cpSync(path.join(SITE_DIR, 'i18n'), path.join(tmp, 'i18n'), { recursive: true });
    const result = spawnSync(
      process.execPath,
      [
        path.join(SITE_DIR, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'write-translations',
        '--locale',
        'zh',
        tmp,
      ],
      { encoding: 'utf8', env: { ...process.env, DOCUSAURUS_CURRENT_LOCALE: 'zh' } },
    );
    expect(result.status).toBe(0);
    const added: string[] = [];
    for (const file of translationFiles(path.join(tmp, 'i18n/zh'))) {
      const original = path.join(ZH_DIR, path.relative(path.join(tmp, 'i18n/zh'), file));
      const before = fs.existsSync(original) ? read(original) : {};
      for (const key of Object.keys(read(file)))
        if (!(key in before)) added.push(`${path.relative(tmp, file)}: ${key}`);
    }
    fs.rmSync(tmp, { recursive: true, force: true });
    expect(added).toEqual([]);
  }, 120_000);
});
