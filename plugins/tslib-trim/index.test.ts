import fs from 'node:fs';
import path from 'node:path';
import tslibTrimPlugin, { TSLIB_HELPERS_USED, TSLIB_REPLACEMENT, UTILS_COMMON_FILES } from '.';
import { __importDefault } from '../../src/modules/bundle/tslibImportDefault';

const siteDir = path.resolve(__dirname, '../..');
const utilsCommon = path.join(siteDir, 'node_modules/@docusaurus/utils-common/lib');

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(file) : entry.name.endsWith('.js') ? [file] : [];
  });
}

describe('the tslib trim', () => {
  it('covers the files of @docusaurus/utils-common, which use only the helpers the replacement has', () => {
    const used = new Set<string>();
    for (const file of filesOf(utilsCommon)) {
      expect(UTILS_COMMON_FILES.test(file)).toBe(true);
      for (const [, helper] of fs.readFileSync(file, 'utf8').matchAll(/tslib_\d+\.(__\w+)/g)) used.add(helper!);
    }
    expect([...used].sort()).toEqual([...TSLIB_HELPERS_USED]);
    const replacement = fs.readFileSync(path.join(siteDir, TSLIB_REPLACEMENT), 'utf8');
    for (const helper of TSLIB_HELPERS_USED) expect(replacement).toMatch(new RegExp(`export function ${helper}\\b`));
  });

  it('leaves tslib whole for every other package', () => {
    expect(UTILS_COMMON_FILES.test(path.join(siteDir, 'node_modules/@docusaurus/utils/lib/index.js'))).toBe(false);
    expect(UTILS_COMMON_FILES.test(path.join(siteDir, 'node_modules/react-remove-scroll/dist/es5/index.js'))).toBe(
      false,
    );
    const config = tslibTrimPlugin({ siteDir }).configureWebpack!({} as never, false, {} as never, {} as never);
    expect(config).toEqual({
      module: {
        rules: [{ test: UTILS_COMMON_FILES, resolve: { alias: { tslib$: path.join(siteDir, TSLIB_REPLACEMENT) } } }],
      },
    });
  });

  it('answers __importDefault as tslib does', () => {
    const tslib = jest.requireActual<{ __importDefault: typeof __importDefault }>('tslib');
    for (const mod of [{ __esModule: true, default: 1 }, { a: 1 }, () => 2, null, undefined, 0, 'text']) {
      expect(__importDefault(mod)).toEqual(tslib.__importDefault(mod));
    }
    const esModule = { __esModule: true, default: 3 };
    expect(__importDefault(esModule)).toBe(esModule);
  });
});
