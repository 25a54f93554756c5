import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | null | undefined;

/**
 * A function that runs V8's full garbage collection now, or null where it cannot be had.
 *
 * Node gives one only with `--expose-gc`, which `docusaurus build` does not pass. The flag is set for
 * the moment a new context is made (whose global `gc` is kept), then set back: left on, it made every
 * page render of the build's rendering threads twice as slow (English SSG 8.6 to 16.8 s, measured on
 * 7 December). A process started with the flag keeps its own `gc` and its flag.
 */
export function fullCollection(): (() => void) | null {
  if (collect !== undefined) return collect;
  const own = (globalThis as { gc?: () => void }).gc;
  if (typeof own === 'function') return (collect = own);
  try {
    v8.setFlagsFromString('--expose-gc');
    const made = vm.runInNewContext('typeof gc === "function" ? gc : null') as (() => void) | null;
    collect = made;
  } catch {
    collect = null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
  return collect;
}
