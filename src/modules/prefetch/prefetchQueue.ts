/**
 * Docusaurus prefetches the code of every page a visible link leads to (`window.docusaurus.prefetch`,
 * called by `<Link>` when it scrolls into view): on a docs page that is some fifteen routes at once,
 * about 150 KB on a phone's connection, all in flight together in the seconds after the page loads.
 * Whatever the reader does in those seconds shares the connection with them; on the bench's phone a
 * search's engine and index waited for them (notes/search.md, "Figures"). This queue lets one route's
 * prefetch run at a time, and none while something the reader asked for is loading (`hold`): the same
 * routes are fetched, in the same order, only never all at once.
 */

/** Docusaurus's prefetch: `false` when it will not prefetch the route, else a promise of its chunks. */
export type Prefetch = (routePath: string) => false | Promise<unknown>;

export interface PrefetchQueue {
  /** Queues a route's prefetch (once per route); true when it is queued or done. */
  readonly prefetch: (routePath: string) => boolean;
  /** Starts no new prefetch until `until` settles. */
  readonly hold: (until: Promise<unknown>) => void;
}

export function createPrefetchQueue(run: Prefetch): PrefetchQueue {
  const waiting: string[] = [];
  const seen = new Set<string>();
  const holds = new Set<Promise<unknown>>();
  let running = false;

  function next(): void {
    if (running || holds.size > 0) return;
    const routePath = waiting.shift();
    if (routePath === undefined) return;
    let started: false | Promise<unknown>;
    try {
      started = run(routePath);
    } catch {
      started = false;
    }
    if (started === false) {
      next();
      return;
    }
    running = true;
    const done = () => {
      running = false;
      next();
    };
    started.then(done, done);
  }

  return {
    prefetch(routePath) {
      if (!seen.has(routePath)) {
        seen.add(routePath);
        waiting.push(routePath);
        next();
      }
      return true;
    },
    hold(until) {
      holds.add(until);
      const release = () => {
        holds.delete(until);
        next();
      };
      until.then(release, release);
    },
  };
}
