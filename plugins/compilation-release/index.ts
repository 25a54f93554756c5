import type { Plugin } from '@docusaurus/types';
import { fullCollection } from './fullCollection';
import { ReleaseRuntimeModulesPlugin } from './releaseRuntimeModules';
import { processWide } from '../../config/process/processWide';

/**
 * Full collections in a row, each after the finalizers of the one before had their turn: three once
 * the compilers shut down, one more before the next locale loads (for what the locale's post-build
 * steps left). Measured on cold builds: three rounds before loading cost the load 1 s for a peak 50 MB
 * lower; none there let the next locale's compile peak at 4.8 GB instead of 3.8.
 */
const ROUNDS = 3;
const ROUNDS_BEFORE_LOADING = 1;
const BETWEEN_ROUNDS_MS = 20;

/**
 * Collects until what a closed compiler held is gone: a first collection finds the compiler's
 * JavaScript objects unreachable and their finalizers drop the native compilation, which only then
 * lets go of the JavaScript objects it kept (hooks, callbacks), for the next collection.
 */
async function collectReleased(rounds = ROUNDS): Promise<void> {
  const collect = fullCollection();
  if (!collect) return;
  for (let round = 0; round < rounds; round += 1) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, BETWEEN_ROUNDS_MS));
  }
}

/** Whether a compiler let its compilation go since the last collection, for every locale's instance of this module. */
const state = processWide('compilationRelease.state', () => ({ released: false }));

/**
 * A locale's compilations are let go once its compilers shut down (releaseRuntimeModules.ts) and
 * collected before the next locale loads, so the next locale compiles in the memory the last one
 * used, not beside it. Production builds only: the development server keeps one compiler for its
 * whole life.
 */
export default function compilationReleasePlugin(): Plugin {
  return {
    name: 'portal-compilation-release',
    async loadContent() {
      if (!state.released) return;
      state.released = false;
      await collectReleased(ROUNDS_BEFORE_LOADING);
    },
    configureWebpack() {
      if (process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          new ReleaseRuntimeModulesPlugin(() => {
            state.released = true;
            // Also while the locale's pages render (worker threads; this thread mostly waits), once the
            // compile step has handed its result over.
            setTimeout(() => void collectReleased(), 0);
          }),
        ],
      };
    },
  };
}
