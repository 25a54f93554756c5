/** The sizes of an element that decide whether it scrolls sideways. */
export interface SidewaysSizes {
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/**
 * Whether a box has more content than width, so that a reader must scroll it sideways. A pixel of
 * rounding (fractional widths) is not scrolling.
 */
export function scrollsSideways({ scrollWidth, clientWidth }: SidewaysSizes): boolean {
  return clientWidth > 0 && scrollWidth - clientWidth > 1;
}
