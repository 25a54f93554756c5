import type { Language } from '@site/src/data/constants';
import type { CodeStyling, CodeVariant } from '@site/src/modules/codePreferences/codePreferences';
import type { ModeChoice } from '@site/src/modules/colorMode/colorModeChoice';

/** Operating systems told apart from the user agent. */
export type OperatingSystem = 'Windows' | 'macOS' | 'iOS' | 'Android' | 'ChromeOS' | 'Linux' | 'unknown';

/** The user properties sent with every hit (GA4 names: lowercase with underscores). */
export interface UserProperties {
  readonly code_variant: CodeVariant;
  readonly user_language: Language;
  readonly device_pixel_ratio: number;
  readonly os: OperatingSystem;
  /** What the operating system prefers. */
  readonly color_scheme_os: 'light' | 'dark';
  /** What the reader chose in the settings drawer (system follows the OS). */
  readonly color_scheme: ModeChoice;
  readonly code_styling: CodeStyling;
}

export interface UserPropertyInputs {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  userLanguage: Language;
  devicePixelRatio: number;
  userAgent: string;
  systemPrefersDark: boolean;
  mode: ModeChoice;
}

/**
 * The operating system named by a user agent string. Order matters: Android agents also say Linux,
 * iPhone and iPad agents also say "like Mac OS X", ChromeOS agents also say X11.
 */
export function detectOs(userAgent: string): OperatingSystem {
  const agent = typeof userAgent === 'string' ? userAgent : '';
  if (/Windows/i.test(agent)) return 'Windows';
  if (/Android/i.test(agent)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(agent)) return 'iOS';
  if (/CrOS/.test(agent)) return 'ChromeOS';
  if (/Macintosh|Mac OS X/i.test(agent)) return 'macOS';
  if (/Linux|X11/i.test(agent)) return 'Linux';
  return 'unknown';
}

/** Pixel ratio rounded to two decimals (zoom levels give long fractions); 1 when unknown. */
export function roundPixelRatio(ratio: number): number {
  if (!Number.isFinite(ratio) || ratio <= 0) return 1;
  return Math.round(ratio * 100) / 100;
}

export function deriveUserProperties(inputs: UserPropertyInputs): UserProperties {
  return {
    code_variant: inputs.codeVariant,
    user_language: inputs.userLanguage,
    device_pixel_ratio: roundPixelRatio(inputs.devicePixelRatio),
    os: detectOs(inputs.userAgent),
    color_scheme_os: inputs.systemPrefersDark ? 'dark' : 'light',
    color_scheme: inputs.mode,
    code_styling: inputs.codeStyling,
  };
}

export function sameUserProperties(a: UserProperties | null, b: UserProperties): boolean {
  if (a === null) return false;
  return (Object.keys(b) as (keyof UserProperties)[]).every((key) => a[key] === b[key]);
}
