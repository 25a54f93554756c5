import { guardTitle } from './titleGuard';

/**
 * The inline <head> script that installs the title guard (titleGuard.ts) with the site's bare title:
 * the guard's own source, called on `window`, inside a try so that a browser without what it uses
 * simply goes without it.
 */
export function titleGuardScript(bareTitle: string): string {
  return `(function(){try{(${guardTitle.toString()})(window,${JSON.stringify(bareTitle)});}catch(e){}})();`;
}
