import type { PageStatus, SectionSummary } from './translationStatus';

/** A translation a translator must act on, with the file to open. */
export interface ProblemFile extends PageStatus {
  readonly file: string;
}

/** The report `npm run translations:status` prints for one locale: a table of sections, then what to fix. */
export function formatStatusReport(
  locale: string,
  sections: readonly SectionSummary[],
  toFix: readonly ProblemFile[],
  hashKey: string,
): string {
  const header = ['section', 'translated', 'stale', 'untranslated'];
  const rows = sections.map((entry) => [
    entry.section,
    String(entry.translated),
    String(entry.stale),
    String(entry.untranslated),
  ]);
  const total = sections.reduce(
    (sum, entry) => ({
      translated: sum.translated + entry.translated,
      stale: sum.stale + entry.stale,
      untranslated: sum.untranslated + entry.untranslated,
    }),
    { translated: 0, stale: 0, untranslated: 0 },
  );
  rows.push(['total', String(total.translated), String(total.stale), String(total.untranslated)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  const lines = [`Translations: ${locale}`, '', line(header), ...rows.map(line)];
  if (toFix.length === 0) {
    lines.push('', 'No stale translation.');
  } else {
    lines.push('', `${toFix.length} translation(s) to update:`);
    for (const problem of toFix) {
      const hint =
        problem.state === 'stale' && problem.currentHash
          ? ` (update the page, then set ${hashKey}: ${problem.currentHash})`
          : '';
      lines.push(`  ${problem.state}: ${problem.file}: ${problem.reason ?? ''}${hint}`);
    }
  }
  return lines.join('\n');
}
