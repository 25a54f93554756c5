/**
 * What the demo-sources plugin (plugins/demo-sources) hands to `<Demo>` (src/components/Demo) for one
 * demo file: made at build time, read in the browser.
 */

/** The styling variants a demo may have, each a file beside it: `Name.tailwind.tsx`, `Name.css.tsx`. */
export type StylingVariant = 'tailwind' | 'css';

/** Both languages of one source file. */
export interface SourcePair {
  ts: string;
  js: string;
}

export interface DemoSources extends SourcePair {
  /** The demo's file name without extension, e.g. `BasicGrid`. */
  name: string;
  /** Path of the TypeScript file relative to the site, e.g. `docs/x/react-data-grid/demos/BasicGrid.tsx`. */
  file: string;
  variants: Partial<Record<StylingVariant, SourcePair>>;
  /**
   * The local files the demo and its variants import (`./data/rows`), followed to their own local
   * imports: path relative to the demo's folder with its TypeScript extension (`data/rows.ts`), to
   * their TS and JS. What "Open in StackBlitz/CodeSandbox" needs to make a project that runs.
   * Absent when there are none. A file that is not TypeScript (`.css`) has the same text in both.
   */
  modules?: Record<string, SourcePair>;
}
