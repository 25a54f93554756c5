import { minifiedScript } from '../inlineScripts/minifiedScript';
import { guardTitle } from './titleGuard';

/**
 * The inline <head> script that installs the title guard (titleGuard.ts) with the site's bare title:
 * the guard's own source, called on `window`, inside a try so that a browser without what it uses
 * simply goes without it. Minified once per build (config/inlineScripts).
 */
export function titleGuardScript(bareTitle: string): string {
  return minifiedScript(
    `(function(){try{(${guardTitle.toString()})(window,${JSON.stringify(bareTitle)});}catch(e){}})();`,
  );
}
