/**
 * One engine search at a time, and none for a query the reader has already replaced. Typing
 * "licensing" writes nine queries in a few hundred milliseconds; each search runs Pagefind's
 * WebAssembly and inflates chunks on the main thread, so searches for "l", "li", "lic" ... running
 * side by side would delay the one the reader waits for (measured in notes/search.md, "Typing"). A
 * search waits for the one in progress on the same engine, and when its turn comes it runs only if
 * its query is still wanted; the answer is then `null`, as Pagefind's own superseded searches are.
 */

const inProgress = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `search` on `engine` once the engine's search in progress (if any) has finished, if
 * `isWanted()` still says so then; otherwise resolves `null` without running it.
 */
export function searchInTurn<T>(engine: object, isWanted: () => boolean, search: () => Promise<T>): Promise<T | null> {
  const before = inProgress.get(engine) ?? Promise.resolve();
  const turn = before.then(() => (isWanted() ? search() : null));
  const settled = turn.catch(() => undefined);
  inProgress.set(engine, settled);
  // Once the last turn is over, the engine's entry goes, so an idle engine holds no promise chain.
  void settled.then(() => {
    if (inProgress.get(engine) === settled) inProgress.delete(engine);
  });
  return turn;
}
