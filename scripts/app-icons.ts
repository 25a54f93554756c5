/**
 * Draws the app icons of the web app manifest (static/img/app-icon-{192,512}.png) from the logo, with
 * Chromium: the logo centred on a white square, inside the central 80% circle that launchers keep
 * when they crop an icon to a shape (so the icons also serve as `maskable`). The PNGs are committed;
 * run `npx tsx scripts/app-icons.ts` again only when the logo changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../test/support/browser';
import { WEB_APP_ICONS } from '../src/data/webManifest';

const STATIC_DIR = path.resolve(__dirname, '../static');
/** Share of the icon's width the logo takes: its corners stay inside the 80% safe-zone circle. */
const LOGO_SHARE = 0.56;

async function main(): Promise<void> {
  const logo = fs.readFileSync(path.join(STATIC_DIR, 'img/logo.svg'), 'utf8');
  const browser = await launchBrowser();
  try {
    for (const { file, size } of WEB_APP_ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
      const logoWidth = Math.round(size * LOGO_SHARE);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:#ffffff;display:grid;place-items:center">` +
          logo.replace('<svg ', `<svg style="width:${logoWidth}px;height:auto;display:block" `) +
          '</body></html>',
      );
      await page.screenshot({
        path: path.join(STATIC_DIR, file),
        omitBackground: false,
        clip: { x: 0, y: 0, width: size, height: size },
      });
      await page.close();
      console.log(`wrote static/${file} (${size}x${size})`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
