import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ANALYTICS_PLUGIN_NAME } from '../../src/modules/analytics/clientConfig';
import analyticsPlugin, { gtagConfigOf } from './index';

const context = {} as LoadContext;
const SCRIPT = 'https://www.googletagmanager.com/gtag/js';

async function globalDataOf(plugin: Plugin): Promise<unknown> {
  let data: unknown;
  const actions = { setGlobalData: (value: unknown) => (data = value) } as unknown as Parameters<
    NonNullable<Plugin['contentLoaded']>
  >[0]['actions'];
  await plugin.contentLoaded?.({ content: undefined, actions, allContent: {} } as unknown as Parameters<
    NonNullable<Plugin['contentLoaded']>
  >[0]);
  return data;
}

describe('gtagConfigOf', () => {
  it('takes the measurement id and script address, trimmed', () => {
    expect(gtagConfigOf({ gtagId: ' G-TEST ', gtagScriptUrl: ` ${SCRIPT}\n` })).toEqual({
      id: 'G-TEST',
      scriptUrl: SCRIPT,
    });
  });

  it('turns analytics off for an empty or blank id, a missing address, values that are not text, or no options', () => {
    expect(gtagConfigOf({ gtagId: '', gtagScriptUrl: SCRIPT })).toBeNull();
    expect(gtagConfigOf({ gtagId: '   ', gtagScriptUrl: SCRIPT })).toBeNull();
    expect(gtagConfigOf({ gtagId: 'G-TEST', gtagScriptUrl: '' })).toBeNull();
    expect(gtagConfigOf({ gtagId: 42, gtagScriptUrl: SCRIPT })).toBeNull();
    expect(gtagConfigOf(undefined)).toBeNull();
    expect(gtagConfigOf('G-TEST')).toBeNull();
  });
});

describe('analyticsPlugin', () => {
  it('with an id, adds the client module and hands it the configuration', async () => {
    const plugin = analyticsPlugin(context, { gtagId: 'G-TEST', gtagScriptUrl: SCRIPT });
    expect(plugin.name).toBe(ANALYTICS_PLUGIN_NAME);
    expect(plugin.getClientModules?.()).toEqual([
      path.resolve(__dirname, '../../src/modules/analytics/clientModule.ts'),
    ]);
    await expect(globalDataOf(plugin)).resolves.toEqual({ gtag: { id: 'G-TEST', scriptUrl: SCRIPT } });
  });

  it('without an id, adds no code and says analytics is off', async () => {
    const plugin = analyticsPlugin(context, { gtagId: '', gtagScriptUrl: SCRIPT });
    expect(plugin.getClientModules?.()).toEqual([]);
    await expect(globalDataOf(plugin)).resolves.toEqual({ gtag: null });
  });
});
