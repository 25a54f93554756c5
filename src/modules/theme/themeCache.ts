/**
 * Themes already built, by what builds them. Building the portal's theme (both colour schemes and
 * their CSS variables) costs about 11 ms on the server for every page it renders, and the server
 * renders every page with the same default preferences; in the browser a reader who goes back to
 * preferences they had gets the same theme object again, so MUI has nothing to restyle. A theme is
 * never changed once built, so one object can serve every render that asks for the same inputs.
 */
export interface ThemeCache<Input, Theme> {
  /** The theme for `input`, built by `build` only if no theme for the same key is held. */
  get(input: Input): Theme;
  /** How many themes are held. */
  readonly size: number;
}

/**
 * A cache of at most `capacity` themes, keyed by `keyOf(input)`; the least recently used goes first.
 * A build that throws is not held, so the same input throws again.
 */
export function createThemeCache<Input, Theme>(
  build: (input: Input) => Theme,
  keyOf: (input: Input) => string,
  capacity: number,
): ThemeCache<Input, Theme> {
  const held = new Map<string, Theme>();
  return {
    get(input) {
      const key = keyOf(input);
      const found = held.get(key);
      if (found !== undefined) {
        // Map keeps insertion order: take it out and put it back as the most recently used.
        held.delete(key);
        held.set(key, found);
        return found;
      }
      const theme = build(input);
      held.set(key, theme);
      if (held.size > capacity) held.delete(held.keys().next().value as string);
      return theme;
    },
    get size() {
      return held.size;
    },
  };
}
