import { launchBrowser } from './test/support/browser';
import { serveBuild } from './test/support/staticServer';
import { FAKE_ASSET_MOUNTS } from './test/support/fakeAssets';
void (async () => {
  const server = await serveBuild('build', 0, { mounts: FAKE_ASSET_MOUNTS });
  const browser = await launchBrowser();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto(`${server.origin}/x/introduction`);
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('zzqxjvw');
  await page.waitForTimeout(3000);
  console.log(await page.locator('nav.navbar [role=status]').evaluateAll((els) => els.map((e) => e.outerHTML)));
  for (const q of ['qjxzvqjxzv', 'zzzzzzzzzzzz', '0x7f3e9a1b', 'xylophonequartz', '𝔷𝔷𝔷']) {
    const r = await page.evaluate(async (q) => { const m = await import('/pagefind/pagefind.js'); return (await m.search(q)).results.length; }, q);
    console.log(q, r);
  }
  await browser.close(); await server.close();
})();
