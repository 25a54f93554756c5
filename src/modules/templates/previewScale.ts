/**
 * The size a template preview lays the template out at (a desktop window, 16:10), and how far it
 * is scaled down to fit a card of a given width.
 */
export const PREVIEW_VIEWPORT = { width: 1200, height: 750 } as const;

/** The scale of the preview in a box `width` pixels wide; 0 before the box is measured. */
export function previewScale(width: number): number {
  return width > 0 ? width / PREVIEW_VIEWPORT.width : 0;
}
