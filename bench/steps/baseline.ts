import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SITES } from '../config';
import { baselineSiteFiles, type BaselineShape } from '../lib/baselineSite';
import { blogPostCount, comparablePageCount } from '../lib/pageCount';
import { builtPagePaths } from '../../test/support/site';

/** The baseline's shape from the portal's build (pages) and sources (blog posts). */
export function baselineShapeFromPortal(): BaselineShape {
  const blogDir = path.join(REPO_ROOT, 'blog');
  return {
    docPages: comparablePageCount(builtPagePaths(SITES.portal.outDir)),
    blogPosts: fs.existsSync(blogDir) ? blogPostCount(fs.readdirSync(blogDir)) : 0,
  };
}

/** Writes the baseline site afresh (its folder is removed first, caches and all). */
export function writeBaselineSite(shape: BaselineShape): void {
  const root = SITES.baseline.siteDir;
  fs.rmSync(root, { recursive: true, force: true });
  for (const [relative, content] of baselineSiteFiles(shape)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}
