/**
 * The keys of the search combobox (WAI-ARIA combobox pattern with a listbox popup), as a pure rule:
 * arrows move the active option (wrapping around), Home/End are left to the input, Enter opens the
 * active option, Escape closes the popup.
 */

export type ComboboxAction =
  | { readonly type: 'move'; readonly index: number }
  | { readonly type: 'open'; readonly index: number }
  | { readonly type: 'close' }
  | { readonly type: 'none' };

/** The action for a key, with `count` options shown and `active` the active one (-1: none). */
export function comboboxAction(key: string, active: number, count: number, expanded: boolean): ComboboxAction {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { type: 'none' };
      return { type: 'move', index: active < 0 || active >= count - 1 ? 0 : active + 1 };
    case 'ArrowUp':
      if (count === 0) return { type: 'none' };
      return { type: 'move', index: active <= 0 ? count - 1 : active - 1 };
    case 'Enter':
      if (!expanded || count === 0) return { type: 'none' };
      return { type: 'open', index: active >= 0 && active < count ? active : 0 };
    case 'Escape':
      return expanded ? { type: 'close' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
