import fs from 'node:fs';
import path from 'node:path';

/** One docs area: its content folder and the URL it is served under. */
export interface DocsArea {
  readonly dir: string;
  readonly routeBasePath: string;
}

const EXTENSIONS = ['.mdx', '.md'] as const;

/** The URL prefix of an area without trailing slash (`''` for the site root). */
function areaBase(area: DocsArea): string {
  return area.routeBasePath === '/' ? '' : area.routeBasePath.replace(/\/$/, '');
}

/** The path of a page relative to its area (`/x/introduction/licensing` -> `introduction/licensing`). */
export function relativeToArea(area: DocsArea, pathname: string): string | null {
  const base = areaBase(area);
  if (base && pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const rel = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  return rel === '' ? null : rel;
}

/** The Docusaurus doc id of the file that serves `pathname`, or null when there is none. */
export function findDocId(area: DocsArea, pathname: string): string | null {
  const rel = relativeToArea(area, pathname);
  if (rel === null) return null;
  for (const candidate of [rel, `${rel}/index`]) {
    for (const ext of EXTENSIONS) {
      if (fs.existsSync(path.join(area.dir, candidate + ext))) return candidate;
    }
  }
  return null;
}

/** The pathname a doc file of the area is served at (`docs/x/introduction/index.mdx` -> `/x/introduction`). */
export function pathnameOfDocFile(area: DocsArea, file: string): string {
  const rel = path
    .relative(area.dir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  const base = areaBase(area);
  return rel === '' ? base || '/' : `${base}/${rel}`;
}

/** Every doc file of an area, as the pathname it is served at. */
export function listDocPathnames(area: DocsArea): string[] {
  const result: string[] = [];
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const dirent of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, dirent.name);
      if (dirent.isDirectory()) {
        if (!dirent.name.startsWith('_') && dirent.name !== 'demos') walk(full);
      } else if (EXTENSIONS.some((ext) => dirent.name.endsWith(ext)) && !dirent.name.startsWith('_')) {
        result.push(pathnameOfDocFile(area, full));
      }
    }
  };
  walk(area.dir);
  return result.sort();
}

/** Whether a standalone page (src/pages) serves `pathname`. */
export function standalonePageExists(pagesDir: string, pathname: string): boolean {
  const rel = pathname.replace(/^\/+|\/+$/g, '');
  return ['.tsx', '.jsx', '.mdx', '.md', '/index.tsx', '/index.jsx'].some((ext) =>
    fs.existsSync(path.join(pagesDir, rel + ext)),
  );
}
