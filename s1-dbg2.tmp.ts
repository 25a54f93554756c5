import { launchBrowser } from './test/support/browser';
import { serveBuild } from './test/support/staticServer';
import { FAKE_ASSET_MOUNTS } from './test/support/fakeAssets';
import { emulateDevice, SLOW_PHONE } from './test/support/deviceProfiles';
void (async () => {
  const server = await serveBuild('build', 0, { mounts: FAKE_ASSET_MOUNTS });
  const browser = await launchBrowser();
  const page = await browser.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
  await emulateDevice(page, SLOW_PHONE);
  const t = Date.now();
  await page.goto(`${server.origin}/x/introduction`, { waitUntil: 'commit' });
  const box = page.locator('nav.navbar input[role=combobox]');
  await box.waitFor({ state: 'attached' });
  console.log('box at', Date.now() - t);
  await box.focus();
  await page.keyboard.type('licensing');
  await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached', timeout: 60000 });
  console.log('hydrated at', Date.now() - t);
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(2000);
    console.log(Date.now() - t, await box.inputValue(), await box.getAttribute('aria-expanded'), await page.evaluate(() => document.activeElement?.tagName), await page.locator('nav.navbar [role=status]').textContent());
  }
  await browser.close(); await server.close();
})();
