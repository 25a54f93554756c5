/** What the demo-sources plugin hands to `<Demo>` for one demo file (see plugins/demo-sources). */
export type StylingVariant = 'tailwind' | 'css';

export interface DemoSources {
  /** The demo's file name without extension, e.g. `BasicGrid`. */
  name: string;
  /** Path of the TypeScript file relative to the site, e.g. `docs/x/react-data-grid/demos/BasicGrid.tsx`. */
  file: string;
  ts: string;
  js: string;
  variants: Partial<Record<StylingVariant, { ts: string; js: string }>>;
}
