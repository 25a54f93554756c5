/**
 * `npm run translations:status`: per locale and section, the pages translated, stale and untranslated.
 * Exits 1 when a translation is stale (the English page changed after it), has invalid front matter,
 * or has no English page, naming each file; the build itself stays green (stale pages show a note).
 */
import path from 'node:path';
import { DOCS_AREAS } from '../config/translations/docsAreas';
import { readAreaStatus, translatedLocales } from '../config/translations/translationFiles';
import { problems, SOURCE_HASH_KEY, summarize } from '../config/translations/translationStatus';
import { formatStatusReport } from '../config/translations/statusReport';

async function main(): Promise<number> {
  const siteDir = path.resolve(__dirname, '..');
  let failing = 0;
  for (const locale of translatedLocales(siteDir)) {
    const areas = await Promise.all(
      DOCS_AREAS.map(async (area) => ({ area, statuses: await readAreaStatus(siteDir, area, locale) })),
    );
    const sections = areas.flatMap(({ area, statuses }) => summarize(area.routeBase, statuses));
    const toFix = areas.flatMap(({ area, statuses }) =>
      problems(statuses).map((status) => ({ ...status, file: `${area.translationsDir(locale)}/${status.relPath}` })),
    );
    failing += toFix.length;
    console.log(formatStatusReport(locale, sections, toFix, SOURCE_HASH_KEY));
  }
  return failing > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
