/**
 * The promise kept under `key` in `kept`, or one made by `make` and kept there: a build process makes
 * each demo's and fence's JavaScript once. A promise that fails is forgotten, so the next call makes it
 * again; past `limit` entries the oldest goes, so a long watch session does not grow without end.
 */
export function keptPromise<T>(
  kept: Map<string, Promise<T>>,
  key: string,
  limit: number,
  make: () => Promise<T>,
): Promise<T> {
  const known = kept.get(key);
  if (known) return known;
  const made = make();
  made.catch(() => {
    if (kept.get(key) === made) kept.delete(key);
  });
  if (kept.size >= limit) kept.delete(kept.keys().next().value!);
  kept.set(key, made);
  return made;
}
