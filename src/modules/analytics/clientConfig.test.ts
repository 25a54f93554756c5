import { ANALYTICS_PLUGIN_NAME, gtagConfigFromGlobalData } from './clientConfig';
import analyticsPlugin, { gtagConfigOf } from '@site/plugins/analytics';
import type { LoadContext } from '@docusaurus/types';

describe('gtagConfigFromGlobalData', () => {
  it("reads the plugin's configuration", () => {
    const data = { [ANALYTICS_PLUGIN_NAME]: { default: { gtag: { id: 'G-1', scriptUrl: '/gtag.js' } } } };
    expect(gtagConfigFromGlobalData(data)).toEqual({ id: 'G-1', scriptUrl: '/gtag.js' });
  });

  it('is null when analytics is off or the data is malformed', () => {
    for (const data of [
      undefined,
      null,
      'x',
      {},
      { [ANALYTICS_PLUGIN_NAME]: null },
      { [ANALYTICS_PLUGIN_NAME]: { default: { gtag: null } } },
      { [ANALYTICS_PLUGIN_NAME]: { default: { gtag: { id: '', scriptUrl: '/gtag.js' } } } },
      { [ANALYTICS_PLUGIN_NAME]: { default: { gtag: { id: 'G-1', scriptUrl: 7 } } } },
    ]) {
      expect(gtagConfigFromGlobalData(data)).toBeNull();
    }
  });
});

describe('analytics plugin', () => {
  const context = {} as LoadContext;

  it('adds the client module and hands it the configuration when an id is set', async () => {
    const plugin = analyticsPlugin(context, { gtagId: ' G-1 ', gtagScriptUrl: 'https://tags.example/gtag/js' });
    expect(plugin.name).toBe(ANALYTICS_PLUGIN_NAME);
    const modules = plugin.getClientModules!();
    expect(modules).toHaveLength(1);
    expect(modules[0]).toMatch(/src\/modules\/analytics\/clientModule\.ts$/);
    const setGlobalData = jest.fn();
    await plugin.contentLoaded!({ actions: { setGlobalData }, content: undefined } as never);
    const data = setGlobalData.mock.calls[0]![0];
    expect(data).toEqual({ gtag: { id: 'G-1', scriptUrl: 'https://tags.example/gtag/js' } });
    expect(gtagConfigFromGlobalData({ [ANALYTICS_PLUGIN_NAME]: { default: data } })).toEqual({
      id: 'G-1',
      scriptUrl: 'https://tags.example/gtag/js',
    });
  });

  it('adds no code without an id', async () => {
    const plugin = analyticsPlugin(context, { gtagId: '', gtagScriptUrl: 'https://tags.example/gtag/js' });
    expect(plugin.getClientModules!()).toEqual([]);
    const setGlobalData = jest.fn();
    await plugin.contentLoaded!({ actions: { setGlobalData }, content: undefined } as never);
    expect(setGlobalData).toHaveBeenCalledWith({ gtag: null });
    expect(gtagConfigOf(undefined)).toBeNull();
    expect(gtagConfigOf({ gtagId: 'G-1' })).toBeNull();
  });
});
