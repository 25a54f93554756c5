import createCache, { type EmotionCache } from '@emotion/cache';

/** Emotion cache keys: the class-name prefix of every MUI style, per direction. */
export const CACHE_KEYS = { ltr: 'mui', rtl: 'muirtl' } as const;

let browserLtrCache: EmotionCache | undefined;

/**
 * The left-to-right cache. In the browser it is one cache for the whole visit (it adopts the
 * styles the server rendered); on the server every page render gets a fresh one, so each page's
 * HTML carries all of its own styles.
 */
export function ltrCache(): EmotionCache {
  if (typeof document === 'undefined') return createCache({ key: CACHE_KEYS.ltr });
  browserLtrCache ??= createCache({ key: CACHE_KEYS.ltr });
  return browserLtrCache;
}

let rtlCachePromise: Promise<EmotionCache> | undefined;

/**
 * The right-to-left cache flips every style with stylis-plugin-rtl. It is loaded on demand, so
 * readers who never switch to RTL never download the plugin.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlCachePromise ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtl]) =>
    createCache({ key: CACHE_KEYS.rtl, stylisPlugins: [stylis.prefixer, rtl.default] }),
  );
  return rtlCachePromise;
}
