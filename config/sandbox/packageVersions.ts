import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The exact versions of the portal's installed packages, read from each one's own package.json in
 * `node_modules` when the site is built (baked into `customFields.sandboxVersions`): what the
 * projects of "Open in StackBlitz/CodeSandbox" pin (src/modules/sandbox/project.ts). Every
 * dependency of the portal's package.json that a demo may import, plus the TypeScript toolchain of a
 * TS project. A package that is not installed is left out.
 */
export function installedVersions(siteDir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const names = [
    ...Object.keys(manifest.dependencies ?? {}),
    'react',
    'react-dom',
    'typescript',
    '@types/react',
    '@types/react-dom',
  ];
  const versions: Record<string, string> = {};
  for (const name of [...new Set(names)].sort()) {
    try {
      const installed = JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version?: string;
      };
      if (installed.version) versions[name] = installed.version;
    } catch {
      // Not installed (an optional package): a demo cannot import it either.
    }
  }
  return versions;
}
