import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key of a result kept between builds that depends on code: the installed dependency tree
 * (package-lock.json pins every package) and the given source files, by path relative to the site
 * and content. A change to either makes a new key.
 */
export function codeKey(siteDir: string, files: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  const lockfile = path.join(siteDir, 'package-lock.json');
  hash.update(fs.existsSync(lockfile) ? fs.readFileSync(lockfile) : 'no lockfile');
  for (const file of files) {
    hash.update(path.relative(siteDir, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 32);
}
