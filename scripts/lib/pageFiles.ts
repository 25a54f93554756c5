import fs from 'node:fs';
import path from 'node:path';

function walk(folder: string, accept: (name: string) => boolean): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return walk(full, accept);
    return accept(entry.name) ? [full] : [];
  });
}

/** The docs pages under a site root (the house checks read them), relative and `/`-separated: docs/**\/*.{md,mdx} and i18n/zh/**\/*.mdx. */
export function pageFiles(root: string): string[] {
  const pages = [
    ...walk(path.join(root, 'docs'), (name) => /\.mdx?$/.test(name)),
    ...walk(path.join(root, 'i18n', 'zh'), (name) => name.endsWith('.mdx')),
  ];
  return pages.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}
