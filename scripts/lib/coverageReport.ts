import type { SectionCoverage } from '../../config/navigation/tree';

/** A share as a whole percent; an empty section counts as complete. */
export function percentOf(present: number, total: number): number {
  return total === 0 ? 100 : Math.round((present / total) * 100);
}

/** The lines `npm run nav:check` prints for some sections: one per section, one per missing page. */
export function sectionLines(sections: readonly SectionCoverage[]): string[] {
  return sections.flatMap((section) => [
    `${section.section.padEnd(40)} ${String(section.present).padStart(3)}/${String(section.total).padEnd(3)} ${percentOf(section.present, section.total)}%`,
    ...section.missing.map((missing) => `    missing ${missing}`),
  ]);
}

/** The last line of the report, over every section of every area. */
export function totalLine(sections: readonly SectionCoverage[]): string {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const present = sections.reduce((sum, section) => sum + section.present, 0);
  return `\nTotal: ${present}/${total} navigation pages have content (${Math.round((present / total) * 100)}%)`;
}
