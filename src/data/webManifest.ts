import type { Language } from './constants';

/** What an installed portal is called, per language (the web app manifest of each locale). */
export const WEB_APP_TEXTS: Record<Language, { name: string; shortName: string; description: string }> = {
  en: {
    name: 'MUI X Docs',
    shortName: 'MUI X',
    description: 'Documentation for the MUI X components and Material UI, readable offline once visited.',
  },
  zh: {
    name: 'MUI X 文档',
    shortName: 'MUI X',
    description: 'MUI X 组件与 Material UI 的文档，访问过的页面可离线阅读。',
  },
};

/** The page an installed portal opens on, relative to the locale's base URL (inside the worker's scope). */
export const WEB_APP_START_PATH = 'x/introduction';

/** The app icons in static/, relative to the base URL (made by scripts/app-icons.ts from the logo). */
export const WEB_APP_ICONS = [
  { file: 'img/app-icon-192.png', size: 192 },
  { file: 'img/app-icon-512.png', size: 512 },
] as const;

export const WEB_MANIFEST_FILE = 'manifest.json';
