/** @jest-environment jsdom */
import { createLazyMark, type MarkConstructor, type MarkInstance } from './lazyMark';

/** A recording stand-in for mark.js, and a loader whose promise the test settles. */
function setup() {
  const log: string[] = [];
  class FakeMark implements MarkInstance {
    constructor(private readonly context: Element) {}
    unmark(): void {
      log.push(`unmark ${this.context.id}`);
    }
    mark(keywords: string | string[]): void {
      log.push(`mark ${this.context.id} ${String(keywords)}`);
    }
  }
  let resolve!: (value: MarkConstructor) => void;
  const load = jest.fn(() => new Promise<MarkConstructor>((done) => (resolve = done)));
  const element = (id: string) => Object.assign(document.createElement('article'), { id });
  return {
    log,
    load,
    Lazy: createLazyMark(load),
    finish: async () => {
      resolve(FakeMark);
      await Promise.resolve();
      await Promise.resolve();
    },
    element,
  };
}

describe('createLazyMark', () => {
  it('does not load mark.js to unmark a page that was never marked', () => {
    const { Lazy, load, element } = setup();
    new Lazy(element('a')).unmark();
    new Lazy(element('b')).unmark();
    expect(load).not.toHaveBeenCalled();
  });

  it('does not load mark.js for no keywords', () => {
    const { Lazy, load, element } = setup();
    new Lazy(element('a')).mark([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads mark.js once to mark keywords, then runs the calls in order', async () => {
    const { Lazy, load, log, finish, element } = setup();
    const first = new Lazy(element('a'));
    first.unmark();
    first.mark(['grid', 'row']);
    // A page change while mark.js loads: the new page is unmarked after the old one was marked.
    new Lazy(element('b')).unmark();
    expect(log).toEqual([]);
    await finish();
    expect(load).toHaveBeenCalledTimes(1);
    expect(log).toEqual(['mark a grid,row', 'unmark b']);

    // Loaded: calls run at once.
    const third = new Lazy(element('c'));
    third.unmark();
    third.mark('chart');
    expect(log.slice(2)).toEqual(['unmark c', 'mark c chart']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('createLazyMark when mark.js cannot be loaded', () => {
  it('drops the waiting calls without an error, and loads again for the next highlight', async () => {
    const log: string[] = [];
    class FakeMark implements MarkInstance {
      unmark(): void {
        log.push('unmark');
      }
      mark(keywords: string | string[]): void {
        log.push(`mark ${String(keywords)}`);
      }
    }
    const load = jest
      .fn<Promise<MarkConstructor>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 458 failed.'))
      .mockResolvedValueOnce(FakeMark);
    const Lazy = createLazyMark(load);
    const page = document.createElement('article');

    // Offline: the highlight is skipped, and nothing is thrown or left unhandled.
    new Lazy(page).mark('grid');
    await Lazy.preload();
    expect(log).toEqual([]);
    // Before another try, nothing was marked, so there is nothing to unmark.
    new Lazy(page).unmark();

    // Back online: the next highlight loads mark.js and marks.
    new Lazy(page).mark('row');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(log).toEqual(['mark row']);
  });

  it('preload fetches mark.js ahead of the first highlight, and never rejects', async () => {
    const failing = createLazyMark(() => Promise.reject(new Error('offline')));
    await expect(failing.preload()).resolves.toBeUndefined();
    const load = jest.fn(() =>
      Promise.resolve(
        class implements MarkInstance {
          unmark(): void {}
          mark(): void {}
        } as MarkConstructor,
      ),
    );
    const Lazy = createLazyMark(load);
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
