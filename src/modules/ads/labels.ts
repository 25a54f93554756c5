import type { AdView } from './selection';

/** The placement of the slot on docs pages: right after the page's lead paragraph. */
export const DOC_TOP_PLACEMENT = 'doc-top';

/**
 * The analytics label of what a slot shows: the ad's kind, then the placement
 * (`carbon-doc-top`, `carbon-inline-doc-top`, `in-house-templates-doc-top`,
 * `in-house-adblock-doc-top`). An empty slot is labelled after the script it waits for.
 */
export function adLabel(view: AdView, placement: string, inHouseLabels: readonly string[]): string {
  switch (view.kind) {
    case 'carbon-inline':
      return `carbon-inline-${placement}`;
    case 'in-house':
      return `${inHouseLabels[view.index] ?? 'in-house'}-${placement}`;
    case 'adblock-notice':
      return `in-house-adblock-${placement}`;
    case 'carbon':
    case 'none':
      return `carbon-${placement}`;
  }
}
