/**
 * A value made the first time it is asked for, and the same value after that. `load` runs at most
 * once (a throw is not kept: the next call tries again).
 */
export function onFirstUse<T>(load: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => {
    made ??= { value: load() };
    return made.value;
  };
}
