import type { Page } from 'playwright-core';

/**
 * The slow devices the browser suite's slow mode and the bench emulate, through the Chrome DevTools
 * Protocol (`Emulation.setCPUThrottlingRate`, `Network.emulateNetworkConditions`). Figures are the ones
 * issue 27 names: Lighthouse's mobile run (4x CPU, slow 4G) for measuring, and 6x CPU on slow 4G for the
 * race-prone interactions of `npm run test:slow`.
 */
export interface DeviceProfile {
  readonly name: string;
  /** CPU slowdown factor; 1 is this machine. */
  readonly cpuSlowdown: number;
  /** Network conditions; `undefined` leaves the network as it is. */
  readonly network?: {
    /** Round trip added to every request, in milliseconds. */
    readonly latencyMs: number;
    /** Bytes per second. */
    readonly downloadBytesPerSecond: number;
    readonly uploadBytesPerSecond: number;
  };
}

const MBIT = 1_000_000 / 8;

/** Lighthouse's mobile throttling ("slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  latencyMs: 150,
  downloadBytesPerSecond: 1.6 * MBIT,
  uploadBytesPerSecond: 0.75 * MBIT,
} as const;

/** The phone the bench measures search on: Lighthouse's mobile profile. */
export const PHONE: DeviceProfile = { name: 'phone (4x CPU, slow 4G)', cpuSlowdown: 4, network: SLOW_4G };

/** The slow mode of the browser suite: a slower phone, where lost keys and clicks show. */
export const SLOW_PHONE: DeviceProfile = { name: 'slow phone (6x CPU, slow 4G)', cpuSlowdown: 6, network: SLOW_4G };

/** This machine as it is. */
export const DESKTOP: DeviceProfile = { name: 'desktop (no throttling)', cpuSlowdown: 1 };

/** The profile `npm run test:slow` selects through the environment (`PORTAL_SLOW_DEVICE=1`), else desktop. */
export function profileFromEnv(env: NodeJS.ProcessEnv = process.env): DeviceProfile {
  return env.PORTAL_SLOW_DEVICE === '1' ? SLOW_PHONE : DESKTOP;
}

/**
 * How many times a race-prone interaction is tried on a profile, every try having to hold: `slowTries`
 * (at least the five issue 27 asks for) on a throttled profile (`npm run test:slow`), `desktopTries` on
 * this machine as it is (the subset `npm test` runs inside the CI budget; a try of a search or page load
 * costs seconds on 2 cores).
 */
export function triesOn(profile: DeviceProfile, desktopTries: number, slowTries = 5): number {
  return profile.cpuSlowdown > 1 ? Math.max(5, slowTries) : desktopTries;
}

/**
 * Applies a profile to a page before it navigates (the CDP session stays with the page). Chromium only;
 * the throttling lasts for the page's life.
 */
export async function emulateDevice(page: Page, profile: DeviceProfile): Promise<void> {
  if (profile.cpuSlowdown === 1 && !profile.network) return;
  const session = await page.context().newCDPSession(page);
  if (profile.cpuSlowdown !== 1) await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  if (profile.network) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downloadBytesPerSecond,
      uploadThroughput: profile.network.uploadBytesPerSecond,
    });
  }
}
