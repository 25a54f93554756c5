/**
 * The listbox half of a search combobox, shared by the navbar box and the search page: the ids that
 * tie the input to its list (`aria-controls`, `aria-activedescendant`) and the active option, which
 * goes back to none whenever a new answer arrives (a new `run`: the complete answer that follows a
 * partial one of the same run keeps the reader's place).
 */
import { useCallback, useEffect, useId, useState } from 'react';

export interface ResultListbox {
  readonly listboxId: string;
  readonly optionId: (index: number) => string;
  /** The index of the active option, -1 for none. */
  readonly active: number;
  readonly setActive: (index: number) => void;
}

export function useResultListbox(run: unknown): ResultListbox {
  const [active, setActive] = useState(-1);
  const id = useId();
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  useEffect(() => setActive(-1), [run]);
  return { listboxId: `${id}-listbox`, optionId, active, setActive };
}
