import fs from 'node:fs';
import path from 'node:path';
import { fallbackAds, inHouseAds, sponsorSpotAd } from './inHouseAds';

const SITE = path.resolve(__dirname, '../..');

/** The docs file behind a path of this site (`/x/introduction/support` -> docs/x/introduction/support.mdx). */
function docsPageExists(pathname: string): boolean {
  const [area, rest] = pathname.startsWith('/x/') ? ['docs/x', pathname.slice(3)] : ['docs/core', pathname.slice(1)];
  return ['.mdx', '.md', '/index.mdx', '/index.md'].some((suffix) =>
    fs.existsSync(path.join(SITE, area, rest + suffix)),
  );
}

describe('in-house ads', () => {
  it('are five: templates, themes, enterprise support, a design kit, a scaffolding tool', () => {
    expect(inHouseAds().map((ad) => ad.label)).toEqual([
      'in-house-templates',
      'in-house-themes',
      'in-house-enterprise-support',
      'in-house-design-kit',
      'in-house-scaffolding',
    ]);
  });

  it('plus the sponsor spot, which says one spot is left', () => {
    expect(sponsorSpotAd().description).toMatch(/One sponsor spot is left/);
    expect(fallbackAds()).toEqual([...inHouseAds(), sponsorSpotAd()]);
  });

  it.each(fallbackAds().map((ad) => [ad.label, ad] as const))(
    '%s is complete, its picture shipped and its link alive',
    (_label, ad) => {
      for (const field of ['name', 'description', 'poweredby', 'label'] as const) expect(ad[field].trim()).not.toBe('');
      expect(ad.image).toMatch(/^\/img\/ads\/[a-z-]+\.svg$/);
      const svg = fs.readFileSync(path.join(SITE, 'static', ad.image), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 260 200"/);
      if (ad.link.startsWith('/')) expect(docsPageExists(ad.link)).toBe(true);
      else expect(new URL(ad.link).protocol).toBe('https:');
    },
  );

  it('have distinct labels and pictures', () => {
    const ads = fallbackAds();
    expect(new Set(ads.map((ad) => ad.label)).size).toBe(ads.length);
    expect(new Set(ads.map((ad) => ad.image)).size).toBe(ads.length);
  });
});
