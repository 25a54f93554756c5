// @babel/preset-typescript ships no types; Babel only needs the preset function.
declare module '@babel/preset-typescript' {
  import type { ConfigAPI, PluginItem } from '@babel/core';

  const presetTypescript: (api: ConfigAPI, options: Record<string, unknown>) => { plugins: PluginItem[] };
  export default presetTypescript;
}
