import { createPrefetchQueue } from './prefetchQueue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPrefetchQueue', () => {
  function harness() {
    const started: string[] = [];
    const pending = new Map<string, ReturnType<typeof deferred>>();
    const queue = createPrefetchQueue((routePath) => {
      started.push(routePath);
      const task = deferred();
      pending.set(routePath, task);
      return task.promise;
    });
    return { queue, started, pending };
  }

  it('runs one route at a time, in the order the links asked, each once', async () => {
    const { queue, started, pending } = harness();
    for (const route of ['/a', '/b', '/a', '/c']) expect(queue.prefetch(route)).toBe(true);
    expect(started).toEqual(['/a']);
    pending.get('/a')!.resolve();
    await flush();
    expect(started).toEqual(['/a', '/b']);
    pending.get('/b')!.reject(new Error('404'));
    await flush();
    expect(started).toEqual(['/a', '/b', '/c']);
  });

  it('starts nothing new while the reader’s own loading is held, then goes on', async () => {
    const { queue, started, pending } = harness();
    const search = deferred();
    queue.prefetch('/a');
    queue.hold(search.promise);
    queue.prefetch('/b');
    pending.get('/a')!.resolve();
    await flush();
    expect(started).toEqual(['/a']);
    search.resolve();
    await flush();
    expect(started).toEqual(['/a', '/b']);
  });

  it('goes on after a held load fails, and waits for every hold', async () => {
    const { queue, started } = harness();
    const first = deferred();
    const second = deferred();
    queue.hold(first.promise);
    queue.hold(second.promise);
    queue.prefetch('/a');
    first.reject(new Error('offline'));
    await flush();
    expect(started).toEqual([]);
    second.resolve();
    await flush();
    expect(started).toEqual(['/a']);
  });

  it('skips a route Docusaurus will not prefetch (already loaded, slow connection), or whose prefetch throws', async () => {
    const started: string[] = [];
    const queue = createPrefetchQueue((routePath) => {
      started.push(routePath);
      if (routePath === '/loaded') return false;
      if (routePath === '/broken') throw new Error('no chunk');
      return new Promise(() => {});
    });
    queue.prefetch('/loaded');
    queue.prefetch('/broken');
    queue.prefetch('/next');
    expect(started).toEqual(['/loaded', '/broken', '/next']);
  });
});
