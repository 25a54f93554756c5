/** The colour mode's owner: read, decide and write it here; everything else follows `useColorModeOwner`. */
export { ColorModeProvider, useColorModeOwner, type ColorModeValue } from './ColorModeContext';
export { MODE_CHOICES, effectiveMode, isModeChoice, type ModeChoice, type PaletteMode } from './colorModeChoice';
