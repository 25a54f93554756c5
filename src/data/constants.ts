/**
 * The business constants of the specification (section 9), under the spec's names. Code imports
 * them from here rather than repeating numbers.
 */
export const VERSION_LABEL = '7.14.0';

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const SPACING_UNIT = 8;
export const BORDER_RADIUS = { default: 4, docs: 12 } as const;
export const CONTRAST_THRESHOLD = 3;
export const TONAL_OFFSET = 0.2;
export const FONT_SIZE = 14;
export const HTML_FONT_SIZE = 16;
export const DEBOUNCE_MS = 166;

export const SERVICE_WORKER_RELOAD_CHECK_MS = 100;
export const WEB_VITALS_SAMPLING = 1 / 10000;

export const ADS = {
  fetchRetries: 10,
  pollIntervalMs: 500,
  maxPolls: 30,
  fallbackAfterPolls: 6,
  adBlockerNoticeRatio: 0.2,
  displayAnalyticsRatio: 0.1,
  minHeightPx: 126,
  minHeightSmallPx: 142,
  marginTop: 3,
  marginBottom: 3,
} as const;

export const COPY_FEEDBACK_MS = { demo: 1200, codeBlock: 2000 } as const;
export const CODE_PREFERENCE_COOKIE_MAX_AGE_S = 31536000;

export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Display preference defaults (spec section 3) and the bounds the settings drawer offers. */
export const DEFAULT_SPACING = SPACING_UNIT;
export const SPACING_RANGE = { min: 4, max: 12 } as const;

/**
 * localStorage keys. The mode shares Docusaurus's `theme` key, so that Docusaurus's inline
 * script paints the stored mode before the first frame (values `light`/`dark`, absent = system).
 * `apiLayout` holds the table/list choice of each API page section (JSON, section -> layout).
 */
export const STORAGE_KEYS = { mode: 'theme', display: 'portal.display', apiLayout: 'portal.api-layout' } as const;

/** Default palette: MUI blue 700 / blue 400 for contrast on light and dark backgrounds. */
export const DEFAULT_PALETTE = {
  light: { primary: '#0059b2', secondary: '#9c27b0' },
  dark: { primary: '#66b2ff', secondary: '#ce93d8' },
} as const;

/** Page and surface backgrounds per mode (the same values as Infima's in src/css/custom.css). */
export const BACKGROUND = {
  light: { default: '#ffffff', paper: '#ffffff' },
  dark: { default: '#0b0d0e', paper: '#101418' },
} as const;

/** Colour of the browser chrome (`<meta name="theme-color">`) per mode: the page background. */
export const THEME_COLOR = { light: BACKGROUND.light.default, dark: BACKGROUND.dark.default } as const;

/**
 * The Material UI version the core sections document (the pinned `@mui/material`; a unit test keeps
 * them equal). Page feedback on core pages reports it, as /x/ pages report VERSION_LABEL.
 */
export const CORE_VERSION_LABEL = '5.18.0';

/**
 * Page feedback (spec sections 7 and 8). A submission that has no answer after FEEDBACK_TIMEOUT_MS
 * is abandoned and reported as failed, so the reader never waits on a hanging endpoint. The anonymous
 * id that groups one reader's submissions lives in a first-party cookie as long as the code preferences.
 */
export const FEEDBACK_TIMEOUT_MS = 10_000;
export const FEEDBACK_ID_COOKIE = 'feedbackAnonymousId';
export const FEEDBACK_ID_COOKIE_MAX_AGE_S = CODE_PREFERENCE_COOKIE_MAX_AGE_S;
