/**
 * Content coverage: per navigation section, how many page entries have a page, and which are missing.
 * Placeholders never count: a page is a file that the build serves (and the build refuses pages
 * whose content is a placeholder, see test/unit/content-quality.test.ts). In /x/ the navigation
 * includes the API reference pages generated from the packages' type declarations. The report's
 * lines are written by scripts/lib/coverageReport.ts.
 */
import { AREAS, hasPage, navigationOf } from '../config/navigation/areas';
import { coverageBySection, type SectionCoverage } from '../config/navigation/tree';
import { sectionLines, totalLine } from './lib/coverageReport';

const all: SectionCoverage[] = [];
for (const area of Object.values(AREAS)) {
  const sections = coverageBySection(navigationOf(area), (pathname) => hasPage(area, pathname));
  for (const line of sectionLines(sections)) console.log(line);
  all.push(...sections);
}
console.log(totalLine(all));
