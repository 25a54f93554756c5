/**
 * A value shared by every instance of a module in this build process, made on first use.
 *
 * Docusaurus loads the site's config, and every module it imports, once per locale (and once more to
 * list the locales), so a module-level variable starts empty again for each locale. What a build
 * should do once (an extraction, a parse) or remember across locales lives on `globalThis` under
 * `Symbol.for('portal.<name>')`.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`portal.${name}`);
  const store = globalThis as unknown as Record<symbol, unknown>;
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
