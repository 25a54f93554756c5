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
}
