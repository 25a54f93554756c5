import { BACKGROUND, DEFAULT_LANGUAGE, LANGUAGES, THEME_COLOR, type Language } from '../../src/data/constants';
import { WEB_APP_ICONS, WEB_APP_START_PATH, WEB_APP_TEXTS } from '../../src/data/webManifest';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl' | 'auto';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

function icon(src: string, size: number, purpose: 'any' | 'maskable'): WebManifest['icons'][number] {
  return { src, sizes: `${size}x${size}`, type: 'image/png', purpose };
}

function languageOf(locale: string): Language {
  return (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE;
}

/**
 * The web app manifest of one locale: installable (name, start URL, standalone display, 192 and 512
 * px icons), opening on the X overview, which the service worker keeps for offline reading.
 */
export function webManifest(locale: string, baseUrl: string, htmlLang: string): WebManifest {
  const texts = WEB_APP_TEXTS[languageOf(locale)];
  const largest = WEB_APP_ICONS.reduce((a, b) => (b.size > a.size ? b : a));
  return {
    id: `${baseUrl}${WEB_APP_START_PATH}`,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: htmlLang,
    dir: 'auto',
    start_url: `${baseUrl}${WEB_APP_START_PATH}`,
    scope: baseUrl,
    display: 'standalone',
    background_color: BACKGROUND.light.default,
    theme_color: THEME_COLOR.light,
    icons: [
      ...WEB_APP_ICONS.map(({ file, size }) => icon(`${baseUrl}${file}`, size, 'any')),
      // The icons keep the logo inside the central safe zone, so launchers may also crop the large one.
      icon(`${baseUrl}${largest.file}`, largest.size, 'maskable'),
    ],
  };
}
