import { holdPrefetches, installPrefetchQueue, resetPrefetchQueue } from './routePrefetch';

describe('installPrefetchQueue', () => {
  afterEach(resetPrefetchQueue);

  function fakeWindow() {
    const prefetched: string[] = [];
    const finish: Array<() => void> = [];
    const preload = jest.fn();
    const docusaurus = Object.freeze({
      prefetch: (routePath: string) => {
        prefetched.push(routePath);
        return new Promise<void>((resolve) => finish.push(resolve));
      },
      preload,
    });
    return { win: { docusaurus } as { docusaurus?: typeof docusaurus }, prefetched, finish, preload };
  }

  it('puts the queue in front of Docusaurus’s prefetch and keeps its preload', async () => {
    const { win, prefetched, finish, preload } = fakeWindow();
    installPrefetchQueue(win);
    win.docusaurus!.prefetch('/a');
    win.docusaurus!.prefetch('/b');
    expect(prefetched).toEqual(['/a']);
    win.docusaurus!.preload('/c');
    expect(preload).toHaveBeenCalledWith('/c');
    finish[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetched).toEqual(['/a', '/b']);
  });

  it('holds the queue for a load the reader asked for', async () => {
    const { win, prefetched, finish } = fakeWindow();
    installPrefetchQueue(win);
    let release!: () => void;
    holdPrefetches(new Promise<void>((resolve) => (release = resolve)));
    win.docusaurus!.prefetch('/a');
    expect(prefetched).toEqual([]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetched).toEqual(['/a']);
    expect(finish).toHaveLength(1);
  });

  it('installs once, and does nothing before Docusaurus is there', () => {
    const empty: { docusaurus?: never } = {};
    installPrefetchQueue(empty);
    expect(empty.docusaurus).toBeUndefined();
    const { win } = fakeWindow();
    installPrefetchQueue(win);
    const wrapped = win.docusaurus;
    installPrefetchQueue(win);
    expect(win.docusaurus).toBe(wrapped);
  });
});
