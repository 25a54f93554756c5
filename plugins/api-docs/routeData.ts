/**
 * The API pages' route data as the api-docs plugin leaves it in the generated files of a locale's
 * build: one JSON file per page (`actions.createData`, what the page's route renders) and an index of
 * those files, which the markdown-export plugin reads after the build to write each page as Markdown.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiPageData, ApiRouteData } from '../../src/types/apiDocs';

export const API_DOCS_PLUGIN_NAME = 'portal-api-docs';

/** The index of the locale's route data files, beside them. */
export const API_PAGES_INDEX = 'api-pages.json';

/** The file of a page's route data. */
export function routeDataFileName(page: Pick<ApiPageData, 'product' | 'slug'>): string {
  return `api-${page.product}-${page.slug || 'index'}.json`;
}

/** Where `createData` puts the plugin's files (Docusaurus: `<generatedFilesDir>/<plugin name>/<plugin id>`). */
export function routeDataDir(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, API_DOCS_PLUGIN_NAME, 'default');
}

/** The route data of every API page of the locale just built; an error names what is missing. */
export function readApiRouteData(generatedFilesDir: string): ApiRouteData[] {
  const dir = routeDataDir(generatedFilesDir);
  const indexFile = path.join(dir, API_PAGES_INDEX);
  if (!fs.existsSync(indexFile)) throw new Error(`the API pages' index ${indexFile} is missing`);
  const files = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as unknown;
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string'))
    throw new Error(`${indexFile} is not a list of file names`);
  return files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ApiRouteData);
}
