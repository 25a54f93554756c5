import { minifiedScript } from '../inlineScripts/minifiedScript';
import { recordEarlyInput } from './earlyInputRecorder';

/**
 * The inline <head> script that keeps what a reader does before hydration (earlyInputRecorder.ts):
 * the recorder's own source, called on `window`, inside a try so that a browser without what it
 * uses simply goes without it. Minified once per build (config/inlineScripts).
 */
export function earlyInputScript(): string {
  return minifiedScript(`(function(){try{(${recordEarlyInput.toString()})(window);}catch(e){}})();`);
}
