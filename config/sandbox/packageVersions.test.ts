import path from 'node:path';
import { readFileSync } from 'node:fs';
import { installedVersions } from './packageVersions';

const siteDir = path.resolve(__dirname, '../..');
const installed = (name: string): string =>
  (JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('installedVersions', () => {
  const versions = installedVersions(siteDir);

  it('reads the exact installed versions of the packages a demo project pins', () => {
    expect(versions['@mui/material']).toBe('5.18.0');
    expect(versions['@mui/x-data-grid']).toBe('7.14.0');
    expect(versions['@mui/x-date-pickers']).toBe('7.14.0');
    for (const name of ['react', 'react-dom', '@mui/icons-material', 'dayjs', '@emotion/react', '@emotion/styled']) {
      expect(versions[name]).toBe(installed(name));
    }
  });

  it('includes the TypeScript toolchain and only exact versions (no ranges)', () => {
    for (const name of ['typescript', '@types/react', '@types/react-dom']) expect(versions[name]).toBe(installed(name));
    for (const version of Object.values(versions)) expect(version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });
});
