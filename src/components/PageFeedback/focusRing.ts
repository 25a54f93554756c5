/** A ring on keyboard focus for the feedback buttons (MUI's buttons otherwise only show a faint ripple). */
export const focusRing = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
