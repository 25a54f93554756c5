/**
 * Content coverage: per navigation section, how many page entries have a page, and which are missing.
 * Placeholders never count: a page is a file that the build serves (and the build refuses pages
 * whose content is a placeholder, see test/unit/content-quality.test.ts). In /x/ the navigation
 * includes the API reference pages generated from the packages' type declarations.
 */
import { AREAS, hasPage, navigationOf } from '../config/navigation/areas';
import { coverageBySection } from '../config/navigation/tree';

let total = 0;
let present = 0;
for (const area of Object.values(AREAS)) {
  for (const section of coverageBySection(navigationOf(area), (pathname) => hasPage(area, pathname))) {
    total += section.total;
    present += section.present;
    const percent = section.total === 0 ? 100 : Math.round((section.present / section.total) * 100);
    console.log(`${section.section.padEnd(40)} ${String(section.present).padStart(3)}/${String(section.total).padEnd(3)} ${percent}%`);
    for (const missing of section.missing) console.log(`    missing ${missing}`);
  }
}
console.log(`\nTotal: ${present}/${total} navigation pages have content (${Math.round((present / total) * 100)}%)`);
