/**
 * Pagefind 1.6 starts loading its WebAssembly and meta index when its engine is created, but its
 * `init` returns before they are ready, and a search asked for meanwhile waits for them by polling
 * every 50 ms (`getPtr`). In the page this cost twice (notes/search.md, "A ready engine"):
 * - The first answer waited for the poll's next turn, up to 50 ms after the engine was ready.
 * - The portal took the engine for ready while it was still loading: the search of the reader's first
 *   letter started at once and ran when the engine was ready, though the reader had typed on (a
 *   one-letter prefix matches much of the index, 60-80 ms of main thread), and the query's index
 *   chunks were never asked for ahead of the engine (chunkPreload.ts stops when the engine is ready).
 *
 * After the build, the engine file is rewritten so that a search waiting for the engine wakes as soon
 * as the engine is ready or has failed (still at the latest after 50 ms, as before), and `init`
 * resolves once the engine can search (or rejects with the engine's own error). Each rewrite must find
 * exactly the code it expects (engineRewrites.ts).
 */
import { applyRewrites, rewriteEngineFile, type EngineRewrite } from './engineRewrites';

/** The waiting and the waking, put in front of the engine's module: per engine instance. */
export const READY_HELPERS =
  'const __portalReadyWaiters=new WeakMap();' +
  'const __portalReadyWait=(instance)=>new Promise((resolve)=>{const waiting=__portalReadyWaiters.get(instance)??[];' +
  'waiting.push(resolve);__portalReadyWaiters.set(instance,waiting);setTimeout(resolve,50);});' +
  'const __portalReadyWake=(instance)=>{const waiting=__portalReadyWaiters.get(instance)??[];' +
  '__portalReadyWaiters.delete(instance);for(const resolve of waiting)resolve();};\n';

const REWRITES: readonly EngineRewrite[] = [
  {
    what: 'the wait for the engine',
    from: 'await asyncSleep(50);}if(!this.raw_ptr){',
    to: 'await __portalReadyWait(this);}if(!this.raw_ptr){',
    times: 1,
  },
  {
    what: 'the moment the engine is ready',
    from: 'this.raw_ptr=this.backend.init_pagefind(new Uint8Array(this.searchMeta));',
    to: 'this.raw_ptr=this.backend.init_pagefind(new Uint8Array(this.searchMeta));__portalReadyWake(this);',
    times: 1,
  },
  {
    what: "the engine's failure",
    from: 'this.initError=e instanceof Error?e:new Error(String(e));throw e;',
    to: 'this.initError=e instanceof Error?e:new Error(String(e));__portalReadyWake(this);throw e;',
    times: 1,
  },
  {
    what: "the wrapper's wait for its start",
    from: 'waitForInit(){return this.initPromise??Promise.resolve();}',
    to:
      'waitForInit(){return this.initPromise??Promise.resolve();}' +
      'async __portalReady(){await this.waitForInit();if(this.fallback){await this.fallback.primary.getPtr();}}',
    times: 1,
  },
  {
    what: 'the module’s init',
    from: 'var init=async()=>{init_pagefind();};',
    to: 'var init=async()=>{init_pagefind();await pagefind.__portalReady();};',
    times: 1,
  },
];

/** The engine's source with a prompt readiness; throws, saying what it did not find, for an engine of another shape. */
export function withReadyEngine(source: string): string {
  return READY_HELPERS + applyRewrites(source, REWRITES);
}

/** Rewrites a bundle's engine file in place; the error names the file. */
export function applyReadyEngine(bundleDir: string): Promise<void> {
  return rewriteEngineFile(bundleDir, withReadyEngine);
}
