import { STORAGE_KEYS } from '../../src/data/constants';

/**
 * A tiny script for <head>: it applies the stored text direction to <html> before the first
 * paint, as Docusaurus's own script does for the mode. Any failure leaves the default direction.
 */
export function directionScript(storageKey: string = STORAGE_KEYS.display): string {
  return `(function(){try{var p=JSON.parse(window.localStorage.getItem(${JSON.stringify(storageKey)})||'{}');if(p&&(p.direction==='rtl'||p.direction==='ltr')){document.documentElement.setAttribute('dir',p.direction);}}catch(e){}})();`;
}
