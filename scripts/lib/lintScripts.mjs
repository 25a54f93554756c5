/**
 * The house checks of `npm test`: every package.json script named `lint:<check>` (layers, code, format,
 * spelling, pages), in the order package.json lists them. `npm run lint` and `scripts/test-all.mjs`
 * both read this list, so a new check is one line in package.json.
 */

/** Each check's time limit: the checks together must stay well under two minutes on 2 cores. */
export const LINT_LIMIT_MS = 4 * 60_000;

/**
 * @param {{ scripts?: Record<string, string> }} packageJson
 * @returns {string[]} the names of the `lint:*` scripts, in declaration order
 */
export function lintScriptsOf(packageJson) {
  return Object.keys(packageJson.scripts ?? {}).filter((name) => /^lint:[a-z][a-z0-9-]*$/.test(name));
}
