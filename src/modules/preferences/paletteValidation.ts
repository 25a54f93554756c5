/** A custom palette colour as a reader or a stored preference supplies it. */
export interface PaletteColorInput {
  main: string;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` and `#rrggbb`, the forms the colour inputs produce and accept. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value.trim());
}

/**
 * Theme creation fails when a colour has no `main` value or its `main` is not a string
 * (spec section 5). The message names the colour, so the reader of the console knows which one.
 */
export function assertPaletteColor(name: string, color: unknown): asserts color is PaletteColorInput {
  if (
    color === null ||
    typeof color !== 'object' ||
    !('main' in color) ||
    (color as { main?: unknown }).main === undefined
  ) {
    throw new Error(
      `MUI: The color (${name}) provided to the theme is invalid.\nThe color object needs to have a \`main\` property.`,
    );
  }
  const main = (color as { main: unknown }).main;
  if (typeof main !== 'string') {
    throw new Error(
      `MUI: The color (${name}) provided to the theme is invalid.\n\`color.main\` should be a string, but \`${JSON.stringify(main)}\` was provided instead.`,
    );
  }
}

/** Checks every colour of a set of custom colours; throws for the first invalid one. */
export function assertPaletteColors(colors: Record<string, unknown>): void {
  for (const [name, color] of Object.entries(colors)) assertPaletteColor(name, color);
}

/** Non-throwing form, for data read back from storage. */
export function isValidPaletteColor(color: unknown): color is PaletteColorInput {
  try {
    assertPaletteColor('color', color);
    return isHexColor((color as PaletteColorInput).main);
  } catch {
    return false;
  }
}
