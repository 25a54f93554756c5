import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus gives each locale its own Rspack persistent cache (the locale is part of the cache's
 * version), so the second locale of a cold build compiles the whole module graph again from nothing,
 * though the locales share all of it but a few generated files and the translated pages. Here every
 * locale compiles with one cache folder, under a version without the locale (Rspack names the stored
 * cache after its version and its folder), and the cache checks every file it stored against its
 * content, so a locale that has no cache yet recompiles only what differs from the locale before it.
 * A locale that has a cache of its own gets it back (`swapLocaleCache`), so a warm build of one
 * locale never starts from what another locale wrote.
 */
export function localeFreeCacheVersion(version: string, locale: string): string {
  const segment = `-${locale}-`;
  const at = version.indexOf(segment);
  return at === -1 ? version : `${version.slice(0, at)}-${version.slice(at + segment.length)}`;
}

/** The folder Rspack compiles with, whichever locale it is. */
export function sharedCacheDir(root: string): string {
  return path.join(root, 'shared');
}

/** Where a locale's cache waits while another locale compiles. */
export function stashedCacheDir(root: string, locale: string): string {
  return path.join(root, `stashed-${locale}`);
}

function ownerFile(root: string): string {
  return path.join(root, 'shared.locale');
}

function readOwner(root: string): string | null {
  try {
    return fs.readFileSync(ownerFile(root), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function replaceDir(from: string, to: string): void {
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(from, to);
}

/**
 * Makes the shared folder under `root` hold `locale`'s cache before it compiles: its own from an
 * earlier build when there is one (the other locale's put aside), otherwise the cache as the last
 * locale left it, of which that locale keeps a copy. Returns what happened, for the build's log.
 */
export function swapLocaleCache(root: string, locale: string): 'own' | 'restored' | 'seeded' | 'new' {
  const shared = sharedCacheDir(root);
  const owner = fs.existsSync(shared) ? readOwner(root) : null;
  let outcome: 'own' | 'restored' | 'seeded' | 'new' = 'new';
  if (owner === locale) {
    outcome = 'own';
  } else if (fs.existsSync(stashedCacheDir(root, locale))) {
    if (owner) replaceDir(shared, stashedCacheDir(root, owner));
    else fs.rmSync(shared, { recursive: true, force: true });
    fs.renameSync(stashedCacheDir(root, locale), shared);
    outcome = 'restored';
  } else if (owner) {
    // The copy is written beside its place and renamed there, so a copy cut short is never taken for a cache.
    const partial = `${stashedCacheDir(root, owner)}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(shared, partial, { recursive: true });
    replaceDir(partial, stashedCacheDir(root, owner));
    outcome = 'seeded';
  }
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(ownerFile(root), locale);
  return outcome;
}

interface CacheSettings {
  version?: unknown;
  storage?: { type: 'filesystem'; directory: string };
}

/** One Rspack cache folder for every locale, each locale's own cache put back before it compiles. */
export default function sharedBundlerCachePlugin(context: LoadContext): Plugin {
  const { currentLocale } = context.i18n;
  // Rspack's own default folder, for the site.
  const root = path.resolve(context.siteDir, 'node_modules', '.cache', 'rspack');
  let usable: boolean | null = null;
  return {
    name: 'portal-shared-bundler-cache',
    configureWebpack(config) {
      const cache = (config.experiments as { cache?: CacheSettings | boolean } | undefined)?.cache;
      if (!cache || typeof cache !== 'object' || typeof cache.version !== 'string') return {};
      // Called for the client and the server configuration of the locale: the folder is set up once.
      if (usable === null) {
        try {
          const outcome = swapLocaleCache(root, currentLocale);
          if (outcome === 'seeded')
            console.info(`[shared-bundler-cache] ${currentLocale}: starts from the last locale's cache`);
          usable = true;
        } catch (error) {
          // A cache that cannot be set up costs a full compile, never the build: Docusaurus's own cache then.
          console.warn(
            `[shared-bundler-cache] ${currentLocale}: ${(error as Error).message}; using the locale's own cache`,
          );
          usable = false;
        }
      }
      if (!usable) return {};
      cache.version = localeFreeCacheVersion(cache.version, currentLocale);
      cache.storage = { type: 'filesystem', directory: sharedCacheDir(root) };
      return {};
    },
  };
}
