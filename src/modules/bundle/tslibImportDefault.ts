/**
 * The one tslib helper @docusaurus/utils-common uses, for the bundle (plugins/tslib-trim): its
 * `require('tslib')` took the whole of tslib (some 4 KiB gzip, every helper) into every page's
 * `main.js`. The same function as tslib 2's.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
