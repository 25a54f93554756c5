import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { GtagConfig } from '../../src/types/analytics';
import { ANALYTICS_PLUGIN_NAME } from '../../src/modules/analytics/clientConfig';

export interface AnalyticsPluginOptions {
  /** Measurement id; empty turns analytics off. */
  gtagId: string;
  /** Address of gtag.js (the id is appended as `?id=`). */
  gtagScriptUrl: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The gtag configuration for the client module, or null when the options turn analytics off. */
export function gtagConfigOf(options: unknown): GtagConfig | null {
  const { gtagId, gtagScriptUrl } = (options && typeof options === 'object' ? options : {}) as Partial<
    Record<keyof AnalyticsPluginOptions, unknown>
  >;
  const id = text(gtagId);
  const scriptUrl = text(gtagScriptUrl);
  return id && scriptUrl ? { id, scriptUrl } : null;
}

/**
 * Google Analytics without Docusaurus's gtag plugin, which sends page views of its own (one on
 * load from its `config` call, then one per route change without the portal's product fields) and
 * always loads gtag.js from Google. With a measurement id (`AnalyticsPluginOptions`), this plugin
 * adds the analytics client module (it loads gtag.js after the page's own code, sends one page view
 * per route change and tracks tagged clicks) and hands it the configuration as global data.
 * Without an id it adds no code.
 */
export default function analyticsPlugin(_context: LoadContext, options: unknown): Plugin {
  const config = gtagConfigOf(options);
  return {
    name: ANALYTICS_PLUGIN_NAME,
    async contentLoaded({ actions }) {
      actions.setGlobalData({ gtag: config });
    },
    getClientModules() {
      return config ? [path.resolve(__dirname, '../../src/modules/analytics/clientModule.ts')] : [];
    },
  };
}
