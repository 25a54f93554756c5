/**
 * A locale's search bundle kept between builds (issue 24: on a warm build, Pagefind indexing and
 * writing the same pages again was the critical path of the post-build steps, 3.4-4.5 s a locale).
 *
 * Pagefind's bundle is a function of its version and options and of the pages it is given, in order:
 * each page's URL and the part of it the build sends (indexedPart.ts). A page without
 * `data-pagefind-body` is left out by Pagefind once any page has one (the build fails otherwise:
 * entry.ts), so only its URL counts. The kept bundle is Pagefind's own output, before the build's
 * steps that rename its first files after the build's tag and rewrite its engine, which run on every
 * build. It is used only when every page of this build is the page it was made from.
 */
import crypto from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** The key of one page as Pagefind is given it; `content` null for a page without an indexed body. */
export function pageKey(url: string, content: string | null): string {
  const hash = crypto.createHash('sha256').update(url).update('\0');
  hash.update(content === null ? 'no body' : `body\0${content}`);
  return hash.digest('hex');
}

interface Manifest {
  readonly version: string;
  readonly pages: readonly string[];
}

const MANIFEST_FILE = 'manifest.json';
const BUNDLE_DIR = 'bundle';

export class KeptBundle {
  private constructor(
    private readonly dir: string,
    private readonly version: string,
    private readonly pages: readonly string[] | null,
  ) {}

  /** The bundle kept in `dir`; a missing, unreadable or other-version one has no pages. */
  static async open(dir: string, version: string): Promise<KeptBundle> {
    try {
      const manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
      const pages =
        manifest.version === version &&
        Array.isArray(manifest.pages) &&
        manifest.pages.every((page) => typeof page === 'string')
          ? manifest.pages
          : null;
      return new KeptBundle(dir, version, pages);
    } catch {
      return new KeptBundle(dir, version, null);
    }
  }

  /** Whether the page at `position` of this build is the one the kept bundle had there. */
  hasPage(position: number, key: string): boolean {
    return this.pages !== null && this.pages[position] === key;
  }

  /** Whether the kept bundle was made from exactly these pages, in this order. */
  madeFrom(keys: readonly string[]): boolean {
    return this.pages !== null && this.pages.length === keys.length && keys.every((key, i) => this.pages![i] === key);
  }

  /** Copies the kept bundle to `bundleDir` (replacing what is there). */
  async copyTo(bundleDir: string): Promise<void> {
    await fs.rm(bundleDir, { recursive: true, force: true });
    await fs.cp(path.join(this.dir, BUNDLE_DIR), bundleDir, { recursive: true });
  }

  /**
   * Keeps the bundle Pagefind has just written to `bundleDir`, made from the pages `keys`. The manifest
   * is written last, so an interrupted copy is never taken for a kept bundle.
   */
  async keep(bundleDir: string, keys: readonly string[]): Promise<void> {
    await fs.rm(path.join(this.dir, MANIFEST_FILE), { force: true });
    await fs.rm(path.join(this.dir, BUNDLE_DIR), { recursive: true, force: true });
    await fs.mkdir(this.dir, { recursive: true });
    await fs.cp(bundleDir, path.join(this.dir, BUNDLE_DIR), { recursive: true });
    const manifest: Manifest = { version: this.version, pages: keys };
    await fs.writeFile(path.join(this.dir, MANIFEST_FILE), JSON.stringify(manifest));
  }
}
