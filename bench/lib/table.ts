/** Plain-text tables (GitHub-flavoured Markdown, padded so they read well in a terminal too) and number formats. */

export type Align = 'left' | 'right';

/** Pipes inside a cell would split it: escape them; newlines become spaces. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Display width: CJK characters take two columns in a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char)
      ? 2
      : 1;
  return width;
}

const padTo = (text: string, width: number, align: Align): string => {
  const fill = ' '.repeat(Math.max(0, width - displayWidth(text)));
  return align === 'right' ? fill + text : text + fill;
};

/** A Markdown table. Rows shorter than the header are filled with empty cells. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const table = [headers, ...rows].map((row) => headers.map((_, index) => cell(row[index] ?? '')));
  const widths = headers.map((_, column) => Math.max(3, ...table.map((row) => displayWidth(row[column]!))));
  const line = (row: readonly string[]): string =>
    `| ${row.map((text, column) => padTo(text, widths[column]!, align[column] ?? 'left')).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => ((align[column] ?? 'left') === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(table[0]!), rule, ...table.slice(1).map(line)].join('\n');
}

const grouped = (value: number, decimals: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** Bytes in KiB (1024 bytes), one decimal; MiB from 10 MiB on. */
export function formatBytes(bytes: number): string {
  if (bytes >= 10 * 1024 * 1024) return `${grouped(bytes / (1024 * 1024), 1)} MiB`;
  return `${grouped(bytes / 1024, 1)} KiB`;
}

/** Milliseconds with the precision that matters at their size: 4.50 ms, 42.3 ms, 2,100 ms. */
export const formatMs = (ms: number): string => `${grouped(ms, ms < 10 ? 2 : ms < 100 ? 1 : 0)} ms`;

export const formatSeconds = (seconds: number): string => `${grouped(seconds, 1)} s`;

export const formatMb = (mb: number): string => `${grouped(mb, 0)} MB`;

export const formatRatio = (value: number): string => `${grouped(value, 2)}×`;

/** `9 min 05 s` style duration. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${String(whole % 60).padStart(2, '0')} s` : `${whole} s`;
}
