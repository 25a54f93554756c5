/**
 * A stand-in for mark.js with the part of its API the search plugin uses to highlight a search's
 * terms on the page it opens (`new Mark(root)`, `unmark()`, `mark(keywords, options)`). The search
 * bar builds one on every page change, mostly just to unmark; mark.js itself is only loaded when
 * there is something to highlight (a page opened from a search result), and the calls made while it
 * loads run once it is there, in order. plugins/search-in-page points the plugin's `Mark` here.
 *
 * Highlighting is a nicety: when mark.js cannot be loaded (offline, on a page the service worker
 * serves, before mark.js was ever fetched), the waiting calls are dropped without an error and the
 * page simply shows no highlight; the next page opened from a search tries again. The search engine
 * preloads mark.js on the first search (`preload`), so a reader who searched online has it offline.
 */

export interface MarkInstance {
  unmark(options?: object): void;
  mark(keywords: string | string[], options?: object): void;
}

export type MarkConstructor = new (context: Element) => MarkInstance;

/** The stand-in class, with a way to fetch mark.js ahead of the first highlight. */
export interface LazyMarkConstructor extends MarkConstructor {
  /** Starts loading mark.js; never rejects (a failed load is retried by the next highlight). */
  preload(): Promise<void>;
}

type Call = (real: MarkInstance) => void;

/** A Mark class that loads the real one (through `load`) the first time a keyword is to be marked. */
export function createLazyMark(load: () => Promise<MarkConstructor>): LazyMarkConstructor {
  let Real: MarkConstructor | null = null;
  let loading: Promise<MarkConstructor | null> | null = null;
  /** Calls waiting for the real class, in the order they were made (across instances). */
  let queue: Array<() => void> = [];

  const ensureLoading = (): Promise<void> => {
    loading ??= load().then(
      (loaded) => {
        Real = loaded;
        const waiting = queue;
        queue = [];
        for (const run of waiting) run();
        return loaded;
      },
      () => {
        // Not loadable now: no highlight for the calls made so far, and a new try next time.
        queue = [];
        loading = null;
        return null;
      },
    );
    return loading.then(() => undefined);
  };

  return class LazyMark implements MarkInstance {
    static preload(): Promise<void> {
      return ensureLoading();
    }

    private real: MarkInstance | null = null;

    constructor(private readonly context: Element) {}

    private run(call: Call): void {
      const now = () => call((this.real ??= new Real!(this.context)));
      if (Real) now();
      else queue.push(now);
    }

    unmark(options?: object): void {
      // Nothing can have been marked before mark.js is loaded; once it is loading, keep the order.
      if (!Real && !loading) return;
      this.run((real) => real.unmark(options));
    }

    mark(keywords: string | string[], options?: object): void {
      if (keywords.length === 0) return;
      void ensureLoading();
      this.run((real) => real.mark(keywords, options));
    }
  };
}

const LazyMark = createLazyMark(() =>
  import('mark.js/dist/mark.es6.js').then((module) => (module as { default: MarkConstructor }).default),
);

export default LazyMark;
