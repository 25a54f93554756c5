/**
 * The portal's text font stack, for MUI's theme and (the same list) Infima's `--ifm-font-family-base`
 * in src/css/custom.css; `fonts.test.ts` keeps the two equal.
 *
 * System fonts only, nothing to download: Latin faces first, then the Simplified Chinese faces of each
 * common system (macOS PingFang SC and Hiragino Sans GB, Windows Microsoft YaHei, Linux Noto Sans CJK SC
 * / Source Han Sans SC and WenQuanYi Micro Hei), so a Chinese page never falls back to a face without
 * its glyphs where the system has one.
 */
export const FONT_STACK: readonly string[] = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  'sans-serif',
];

/** The stack as a CSS `font-family` value. */
export const FONT_FAMILY = FONT_STACK.join(', ');
