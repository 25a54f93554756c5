/**
 * The reader's colour mode choice and the mode it paints. Pure: no storage, no React.
 *
 * `system` follows the operating system's preference; `light` and `dark` are explicit choices.
 */
export type ModeChoice = 'light' | 'dark' | 'system';
export type PaletteMode = 'light' | 'dark';

/** In the order the settings drawer shows them. */
export const MODE_CHOICES: readonly ModeChoice[] = ['light', 'system', 'dark'];

/** What a reader without a (usable) stored choice gets, and what the server renders. */
export const DEFAULT_MODE_CHOICE: ModeChoice = 'system';

export function isModeChoice(value: unknown): value is ModeChoice {
  return typeof value === 'string' && (MODE_CHOICES as readonly string[]).includes(value);
}

/** The mode actually painted: "system" resolves to the operating system's preference. */
export function effectiveMode(choice: ModeChoice, systemPrefersDark: boolean): PaletteMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The choice as Docusaurus's colour mode takes it: `null` means "follow the system". */
export function docusaurusChoice(choice: ModeChoice): PaletteMode | null {
  return choice === 'system' ? null : choice;
}
