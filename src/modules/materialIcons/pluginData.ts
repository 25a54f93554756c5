import { MATERIAL_ICONS_PLUGIN_NAME } from './names';

/** What plugins/material-icons hands the browser as global data: where its files are, under the base URL. */
export interface MaterialIconsData {
  /** Folder of the gallery's index and chunks, ending with `/` (`assets/material-icons/<hash>/`). */
  readonly dataFolder: string;
}

/** The plugin's data in Docusaurus's global data, or null when it is missing or malformed. */
export function materialIconsDataFrom(globalData: unknown): MaterialIconsData | null {
  const plugin = (globalData as Record<string, unknown> | null | undefined)?.[MATERIAL_ICONS_PLUGIN_NAME];
  const data = (plugin as Record<string, unknown> | null | undefined)?.default as Record<string, unknown> | undefined;
  return data && typeof data.dataFolder === 'string' ? { dataFolder: data.dataFolder } : null;
}
