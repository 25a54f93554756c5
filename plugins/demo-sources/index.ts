import type { Plugin } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import { DEMO_SOURCES_QUERY } from './remarkDemo';

export { default as remarkDemo } from './remarkDemo';
export { default as remarkCodeVariants } from './remarkCodeVariants';

/** The resource query remarkDemo puts on the sources import: `./demos/X.tsx?demo-sources`. */
export const DEMO_SOURCES_RESOURCE_QUERY = new RegExp(`^\\?${DEMO_SOURCES_QUERY}$`);

type ModuleRules = NonNullable<NonNullable<Configuration['module']>['rules']>;

/** A file name every JS/TS rule of the site matches. */
const PROBE = 'Demo.tsx';

function matchesDemoFile(test: RuleSetRule['test']): boolean {
  if (test instanceof RegExp) return test.test(PROBE);
  if (Array.isArray(test)) return test.some((item) => matchesDemoFile(item as RuleSetRule['test']));
  return false;
}

/**
 * Makes the site's own JS/TS rules (Docusaurus's SWC or Babel loader) skip `?demo-sources`
 * imports: what those imports load is the JSON the demo-sources loader emits, not the component.
 * Mutates the rules in place (configureWebpack receives the live configuration).
 */
export function excludeDemoSourcesQuery(rules: ModuleRules | undefined): void {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    if (Array.isArray(rule.oneOf)) excludeDemoSourcesQuery(rule.oneOf);
    if (Array.isArray(rule.rules)) excludeDemoSourcesQuery(rule.rules);
    if (!matchesDemoFile(rule.test)) continue;
    const skip = { not: DEMO_SOURCES_RESOURCE_QUERY };
    rule.resourceQuery = rule.resourceQuery === undefined ? skip : { and: [rule.resourceQuery, skip] };
  }
}

/**
 * Loads `./demos/X.tsx?demo-sources` (the imports remarkDemo adds to MDX pages) through
 * loader.cjs: a module whose default export is the demo's formatted TS and JS sources.
 */
export default function demoSourcesPlugin(): Plugin {
  return {
    name: 'portal-demo-sources',
    configureWebpack(config) {
      excludeDemoSourcesQuery(config.module?.rules);
      return {
        module: {
          rules: [
            {
              resourceQuery: DEMO_SOURCES_RESOURCE_QUERY,
              type: 'javascript/auto',
              use: [{ loader: require.resolve('./loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
