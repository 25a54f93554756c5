import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders of a site whose pages may show demos: the docs and their translations. */
export const DEMO_ROOTS = ['docs', 'i18n'] as const;

/** A demo's TypeScript: a `.ts` or `.tsx` file (not a declaration file) inside a `demos` folder. */
export function isDemoFile(relative: string): boolean {
  const parts = relative.split(/[\\/]/);
  return parts.slice(0, -1).includes('demos') && /\.tsx?$/.test(relative) && !relative.endsWith('.d.ts');
}

/**
 * The absolute paths of every demo file of the site, in a fixed order (roots in turn, then by path):
 * the files the demo loader will be asked for, and their local modules and styling variants. A root
 * the site does not have is passed over.
 */
export function demoFilesOf(siteDir: string, roots: readonly string[] = DEMO_ROOTS): string[] {
  return roots.flatMap((root) => {
    const dir = path.join(siteDir, root);
    let entries: string[];
    try {
      entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter(isDemoFile)
      .sort()
      .map((relative) => path.join(dir, relative));
  });
}
