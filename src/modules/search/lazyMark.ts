/**
 * A stand-in for mark.js with the part of its API the search plugin uses to highlight a search's
 * terms on the page it opens (`new Mark(root)`, `unmark()`, `mark(keywords, options)`). The search
 * bar builds one on every page change, mostly just to unmark; mark.js itself is only loaded when
 * there is something to highlight (a page opened from a search result), and the calls made while it
 * loads run once it is there, in order. plugins/search-in-page points the plugin's `Mark` here.
 */

export interface MarkInstance {
  unmark(options?: object): void;
  mark(keywords: string | string[], options?: object): void;
}

export type MarkConstructor = new (context: Element) => MarkInstance;

type Call = (real: MarkInstance) => void;

/** A Mark class that loads the real one (through `load`) the first time a keyword is to be marked. */
export function createLazyMark(load: () => Promise<MarkConstructor>): MarkConstructor {
  let Real: MarkConstructor | null = null;
  let loading: Promise<MarkConstructor> | null = null;
  /** Calls waiting for the real class, in the order they were made (across instances). */
  let queue: Array<() => void> = [];

  const ensureLoading = (): void => {
    loading ??= load().then((loaded) => {
      Real = loaded;
      const waiting = queue;
      queue = [];
      for (const run of waiting) run();
      return loaded;
    });
  };

  return class LazyMark implements MarkInstance {
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
      ensureLoading();
      this.run((real) => real.mark(keywords, options));
    }
  };
}

const LazyMark = createLazyMark(() => import('mark.js/dist/mark.es6.js').then((module) => (module as { default: MarkConstructor }).default));

export default LazyMark;
