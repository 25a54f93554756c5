import { DESKTOP, PHONE, SLOW_4G, SLOW_PHONE, emulateDevice, profileFromEnv, triesOn } from '../support/deviceProfiles';
import type { Page } from 'playwright-core';

describe('device profiles', () => {
  it('uses Lighthouse mobile figures for the phone: 4x CPU, 150 ms, 1.6 Mbit/s down', () => {
    expect(PHONE.cpuSlowdown).toBe(4);
    expect(SLOW_4G.latencyMs).toBe(150);
    expect(SLOW_4G.downloadBytesPerSecond).toBe(200_000);
    expect(SLOW_PHONE.cpuSlowdown).toBe(6);
    expect(SLOW_PHONE.network).toBe(SLOW_4G);
  });

  it('selects the slow phone only when PORTAL_SLOW_DEVICE is 1', () => {
    expect(profileFromEnv({ PORTAL_SLOW_DEVICE: '1' })).toBe(SLOW_PHONE);
    expect(profileFromEnv({ PORTAL_SLOW_DEVICE: '0' })).toBe(DESKTOP);
    expect(profileFromEnv({})).toBe(DESKTOP);
  });

  it('tries a race five times on a throttled profile and the given number on the desktop', () => {
    expect(triesOn(SLOW_PHONE, 2)).toBe(5);
    expect(triesOn(PHONE, 1)).toBe(5);
    expect(triesOn(DESKTOP, 2)).toBe(2);
  });

  it('tries more on a throttled profile when asked, never fewer than five', () => {
    expect(triesOn(SLOW_PHONE, 2, 8)).toBe(8);
    expect(triesOn(SLOW_PHONE, 2, 3)).toBe(5);
    expect(triesOn(DESKTOP, 2, 8)).toBe(2);
  });

  function fakePage() {
    const sent: Array<[string, unknown]> = [];
    const session = { send: async (method: string, params?: unknown) => void sent.push([method, params]) };
    const page = { context: () => ({ newCDPSession: async () => session }) } as unknown as Page;
    return { page, sent };
  }

  it('sends CPU and network throttling for a throttled profile', async () => {
    const { page, sent } = fakePage();
    await emulateDevice(page, PHONE);
    expect(sent.map(([method]) => method)).toEqual([
      'Emulation.setCPUThrottlingRate',
      'Network.enable',
      'Network.emulateNetworkConditions',
    ]);
    expect(sent[0]![1]).toEqual({ rate: 4 });
    expect(sent[2]![1]).toMatchObject({ latency: 150, downloadThroughput: 200_000, offline: false });
  });

  it('leaves the page alone for the desktop profile', async () => {
    const { page, sent } = fakePage();
    await emulateDevice(page, DESKTOP);
    expect(sent).toEqual([]);
  });
});
