import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, RuleSetRule } from 'webpack';
import demoSourcesPlugin, { DEMO_SOURCES_RESOURCE_QUERY, excludeDemoSourcesQuery, remarkDemo } from './index';

/** The shape of Docusaurus's base rules: assets, then JS/TS through the site's loader, then CSS. */
function docusaurusLikeConfig(): Configuration {
  return {
    module: {
      rules: [
        { test: /\.(?:ico|jpe?g|png|gif|webp|avif)(?:\?.*)?$/i, oneOf: [{ use: ['url-loader'] }] },
        { test: /\.[jt]sx?$/i, exclude: () => false, use: [{ loader: 'builtin:swc-loader' }] },
        { test: /\.css$/, use: ['css-loader'] },
        { test: [/\.mjs$/, /\.tsx$/], resourceQuery: /raw/, use: ['raw-loader'] },
        { oneOf: [{ test: /\.tsx?$/, use: ['nested-loader'] }] },
      ],
    },
  };
}

function configure(config: Configuration) {
  const plugin = demoSourcesPlugin();
  return plugin.configureWebpack!(config, false, {} as never, undefined);
}

describe('demoSourcesPlugin', () => {
  it('routes ?demo-sources imports to loader.cjs as JavaScript', () => {
    const result = configure(docusaurusLikeConfig()) as Configuration;
    const rules = result.module?.rules as RuleSetRule[];
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule.resourceQuery).toBe(DEMO_SOURCES_RESOURCE_QUERY);
    expect(rule.type).toBe('javascript/auto');
    const loader = (rule.use as Array<{ loader: string }>)[0].loader;
    expect(loader).toBe(path.join(__dirname, 'loader.cjs'));
    expect(existsSync(loader)).toBe(true);
  });

  it('makes the site JS/TS rules skip ?demo-sources, and only those', () => {
    const config = docusaurusLikeConfig();
    configure(config);
    const [images, js, css, raw, nested] = config.module!.rules as RuleSetRule[];
    expect(js.resourceQuery).toEqual({ not: DEMO_SOURCES_RESOURCE_QUERY });
    expect(raw.resourceQuery).toEqual({ and: [/raw/, { not: DEMO_SOURCES_RESOURCE_QUERY }] });
    expect((nested.oneOf as RuleSetRule[])[0].resourceQuery).toEqual({ not: DEMO_SOURCES_RESOURCE_QUERY });
    expect(images.resourceQuery).toBeUndefined();
    expect(css.resourceQuery).toBeUndefined();
  });

  it('matches exactly the query remarkDemo writes', () => {
    expect(DEMO_SOURCES_RESOURCE_QUERY.test('?demo-sources')).toBe(true);
    expect(DEMO_SOURCES_RESOURCE_QUERY.test('?raw')).toBe(false);
    expect(DEMO_SOURCES_RESOURCE_QUERY.test('?demo-sources-old')).toBe(false);
    expect(DEMO_SOURCES_RESOURCE_QUERY.test('')).toBe(false);
  });

  it('tolerates a configuration without rules', () => {
    expect(() => excludeDemoSourcesQuery(undefined)).not.toThrow();
    expect(() => configure({})).not.toThrow();
  });

  it('is named and re-exports the remark plugin', () => {
    expect(demoSourcesPlugin().name).toBe('portal-demo-sources');
    expect(typeof remarkDemo).toBe('function');
  });
});
