/**
 * The reader's code preferences for demos: which language variant of the source to show
 * (TypeScript or JavaScript) and which styling solution. Pure values, parsers and the reducer;
 * the cookies and the React provider live beside this file.
 */
export type CodeVariant = 'TS' | 'JS';
export type CodeStyling = 'system' | 'tailwind' | 'css';

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export const DEFAULT_CODE_PREFERENCES: CodePreferences = { codeVariant: 'TS', codeStyling: 'system' };

export const CODE_STYLINGS: readonly CodeStyling[] = ['system', 'tailwind', 'css'];
export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];

/** Cookie names, one per preference (read by the server render and every tab). */
export const CODE_PREFERENCE_COOKIES = { codeVariant: 'codeVariant', codeStyling: 'codeStyling' } as const;

/** 'TS' or 'JS' in any case; anything else (including non-strings) is null. */
export function parseCodeVariant(value: unknown): CodeVariant | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  return (CODE_VARIANTS as readonly string[]).includes(upper) ? (upper as CodeVariant) : null;
}

/** 'system', 'tailwind' or 'css' in any case; anything else (including non-strings) is null. */
export function parseCodeStyling(value: unknown): CodeStyling | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return (CODE_STYLINGS as readonly string[]).includes(lower) ? (lower as CodeStyling) : null;
}

export interface DemoHash {
  demoName: string;
  codeVariant: CodeVariant;
  /** Null when the hash has no styling prefix: the reader's styling stays as it is. */
  codeStyling: CodeStyling | null;
}

/** `[styling-]DemoName.ext`: demo names are identifiers, so the prefix's '-' is unambiguous. */
const DEMO_HASH = /^(?:(system|tailwind|css)-)?([A-Za-z][A-Za-z0-9_]*)\.(tsx|ts|jsx|js)$/;

/**
 * Reads a demo link's hash: `#BasicGrid.tsx`, `#BasicGrid.js`, `#tailwind-BasicGrid.tsx`,
 * `#css-BasicGrid.jsx`... With or without the leading '#', URL-decoded. Anything else, heading
 * anchors included, is null; never throws (malformed percent-encodings are null too).
 */
export function parseDemoHash(hash: string): DemoHash | null {
  if (typeof hash !== 'string') return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash.startsWith('#') ? hash.slice(1) : hash);
  } catch {
    return null;
  }
  const match = DEMO_HASH.exec(decoded);
  if (!match) return null;
  const [, styling, demoName, extension] = match;
  return {
    demoName: demoName!,
    codeVariant: extension === 'ts' || extension === 'tsx' ? 'TS' : 'JS',
    codeStyling: styling ? (styling as CodeStyling) : null,
  };
}

/** The hash that links to a demo's code: `#BasicGrid.tsx`, `#tailwind-BasicGrid.js`; system has no prefix. */
export function demoHash(demoName: string, codeVariant: CodeVariant, codeStyling: CodeStyling): string {
  const prefix = codeStyling === 'system' ? '' : `${codeStyling}-`;
  return `#${prefix}${demoName}.${codeVariant === 'TS' ? 'tsx' : 'js'}`;
}

/**
 * Every canonical hash that links to a demo's code (without `#`): TypeScript and JavaScript, in
 * each styling the demo is written in. Registered as anchors so links to them pass the build's
 * broken-anchor check.
 */
export function demoAnchors(demoName: string, stylings: readonly CodeStyling[]): string[] {
  const all = stylings.includes('system') ? stylings : ['system' as const, ...stylings];
  return all.flatMap((styling) =>
    (['TS', 'JS'] as const).map((variant) => demoHash(demoName, variant, styling).slice(1)),
  );
}

export type CodePreferencesAction =
  | { type: 'SET_CODE_VARIANT'; payload: CodeVariant }
  | { type: 'SET_CODE_STYLING'; payload: CodeStyling }
  | { type: 'LOAD'; payload: CodePreferences };

/** Pure reducer. Returns the same state when nothing changes, so React skips the re-render. */
export function codePreferencesReducer(state: CodePreferences, action: CodePreferencesAction): CodePreferences {
  switch (action.type) {
    case 'SET_CODE_VARIANT':
      return state.codeVariant === action.payload ? state : { ...state, codeVariant: action.payload };
    case 'SET_CODE_STYLING':
      return state.codeStyling === action.payload ? state : { ...state, codeStyling: action.payload };
    case 'LOAD':
      return state.codeVariant === action.payload.codeVariant && state.codeStyling === action.payload.codeStyling
        ? state
        : { codeVariant: action.payload.codeVariant, codeStyling: action.payload.codeStyling };
    default:
      throw new Error('Unrecognized type');
  }
}

/** Only the valid fields of an update (a message from another tab, a cookie, a caller's value). */
export function parseCodePreferenceUpdate(value: unknown): Partial<CodePreferences> {
  if (value === null || typeof value !== 'object') return {};
  const update: Partial<CodePreferences> = {};
  const codeVariant = parseCodeVariant((value as Record<string, unknown>).codeVariant);
  const codeStyling = parseCodeStyling((value as Record<string, unknown>).codeStyling);
  if (codeVariant) update.codeVariant = codeVariant;
  if (codeStyling) update.codeStyling = codeStyling;
  return update;
}
