import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { THEME_COLOR } from '../../src/data/constants';
import { WEB_APP_ICONS } from '../../src/data/webManifest';
import { webManifest } from './webManifest';

const STATIC_DIR = path.resolve(__dirname, '../../static');

describe('webManifest', () => {
  it('makes the English site installable: name, start page in the worker scope, standalone, icons', () => {
    const manifest = webManifest('en', '/', 'en');
    expect(manifest).toMatchObject({
      name: 'MUI X Docs',
      short_name: 'MUI X',
      lang: 'en',
      start_url: '/x/introduction',
      id: '/x/introduction',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR.light,
    });
    expect(manifest.start_url.startsWith('/x/')).toBe(true);
    expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('has a Chinese manifest under /zh/ with Chinese texts', () => {
    const manifest = webManifest('zh', '/zh/', 'zh-CN');
    expect(manifest.name).toBe('MUI X 文档');
    expect(manifest.lang).toBe('zh-CN');
    expect(manifest.start_url).toBe('/zh/x/introduction');
    expect(manifest.scope).toBe('/zh/');
    for (const icon of manifest.icons) expect(icon.src.startsWith('/zh/img/')).toBe(true);
  });

  it('falls back to English texts for an unknown locale', () => {
    expect(webManifest('fr', '/fr/', 'fr').name).toBe('MUI X Docs');
  });
});

describe('app icons in static/', () => {
  it.each(WEB_APP_ICONS.map((icon) => [icon.file, icon.size]))('%s is a %ipx square PNG', (file, size) => {
    const png = PNG.sync.read(fs.readFileSync(path.join(STATIC_DIR, file as string)));
    expect([png.width, png.height]).toEqual([size, size]);
  });

  it('keeps the logo inside the central safe zone (corners are background)', () => {
    const { file, size } = WEB_APP_ICONS[WEB_APP_ICONS.length - 1];
    const png = PNG.sync.read(fs.readFileSync(path.join(STATIC_DIR, file)));
    const pixel = (x: number, y: number) =>
      Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
    const radius = size * 0.4;
    let outside = 0;
    for (let y = 0; y < size; y += 4) {
      for (let x = 0; x < size; x += 4) {
        const inSafeZone = Math.hypot(x - size / 2, y - size / 2) <= radius;
        if (!inSafeZone && pixel(x, y).some((channel) => channel < 250)) outside += 1;
      }
    }
    expect(outside).toBe(0);
    expect(pixel(size / 2, size / 2 + Math.round(size * 0.2)).some((channel) => channel < 250)).toBe(true);
  });
});
