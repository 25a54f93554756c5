/**
 * The results of `prepare` over `items`, in their order, with up to `window` of them prepared ahead of
 * the one the consumer is at. The search index adds pages to Pagefind one at a time (pages added
 * together come out in a different index from run to run), and while Pagefind's process reads one
 * page, the next ones are read from disk and cut on this thread instead of after its answer.
 *
 * A failed preparation is thrown when the consumer reaches it; the consumer stopping early leaves
 * the ones prepared ahead unread (their failures are caught, not reported).
 */
export async function* readAhead<Item, Result>(
  items: readonly Item[],
  window: number,
  prepare: (item: Item) => Promise<Result>,
): AsyncGenerator<Result> {
  const started = new Map<number, Promise<Result>>();
  const start = (index: number): void => {
    if (index >= items.length || started.has(index)) return;
    const promise = prepare(items[index]!);
    // Reported when the consumer awaits it; until then, not an unhandled rejection.
    promise.catch(() => undefined);
    started.set(index, promise);
  };
  for (let index = 0; index < items.length; index += 1) {
    for (let ahead = index; ahead < Math.min(items.length, index + Math.max(1, window)); ahead += 1) start(ahead);
    const next = started.get(index)!;
    started.delete(index);
    yield await next;
  }
}
