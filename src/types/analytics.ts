/**
 * How Google Analytics is loaded: the analytics plugin (plugins/analytics) hands it to the page
 * through its global data at build time, and src/modules/analytics reads it in the browser.
 */
export interface GtagConfig {
  /** Measurement id, e.g. `G-XXXXXXX`. */
  readonly id: string;
  /** Address of gtag.js without the id. */
  readonly scriptUrl: string;
}
