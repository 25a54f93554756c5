import type { Browser, Response } from 'playwright-core';
import { bodySizes, pageWeight, type LoadedResource, type PageWeight } from '../lib/assets';
import { ok, type Outcome } from '../lib/outcome';
import { loadHydrated, openBenchPage } from './browser';

async function describeResponse(response: Response): Promise<LoadedResource | null> {
  const body = await response.body().catch(() => null);
  if (!body) return null;
  const sizes = bodySizes(body);
  return {
    url: response.url(),
    resourceType: response.request().resourceType(),
    status: response.status(),
    rawBytes: sizes.raw,
    gzipBytes: sizes.gzip,
  };
}

/**
 * First-load weight of a page: everything the browser fetched from a cold cache while loading it,
 * hydrating and until the network was quiet, before any interaction.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<Outcome<PageWeight>> {
  const { context, page } = await openBenchPage(browser);
  try {
    const responses: Promise<LoadedResource | null>[] = [];
    page.on('response', (response) => responses.push(describeResponse(response)));
    await loadHydrated(page, url);
    const resources = (await Promise.all(responses)).filter(
      (resource): resource is LoadedResource => resource !== null,
    );
    return ok(pageWeight(resources));
  } finally {
    await context.close();
  }
}
