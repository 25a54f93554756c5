import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CLI = path.join(__dirname, 'check-api-names.ts');
const FIXTURE = path.join(__dirname, 'lib', 'api-names', '__fixtures__', 'site');

/** Runs the guard with tsx in a child process (the page parser is ESM only). */
function check(root?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...(root ? [root] : [])], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/check-api-names.ts', () => {
  it('fails on a page that names APIs the pinned packages lack, naming the page, line and name', () => {
    const { status, stdout, stderr } = check(FIXTURE);
    expect(status).toBe(1);
    expect(stdout.trim().split('\n')).toEqual([
      'docs/x/guide.mdx:10  rowSpanning  (in "`rowSpanning`")',
      'docs/x/guide.mdx:16  useGridMagic  (in "`useGridMagic`")',
      'docs/x/guide.mdx:16  MuiDataGrid-cellMagic  (in "`.MuiDataGrid-cellMagic`")',
      'i18n/zh/docusaurus-plugin-content-docs-x/current/guide.mdx:6  useGridMagicZh  (in "`useGridMagicZh`")',
    ]);
    expect(stderr).toContain('4 unknown API name(s)');
  }, 60_000);

  it('names a page whose MDX does not parse, and fails', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-names-cli-'));
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'docs', 'broken.mdx'), 'Fine `DataGrid`.\n\nBroken {unclosed\n');
    try {
      const { status, stdout } = check(root);
      expect(status).toBe(1);
      expect(stdout).toMatch(/^docs\/broken\.mdx:\d+ {2}\(not checked: the MDX does not parse: /);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
