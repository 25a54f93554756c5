/** Ctrl+C (Cmd+C on macOS) without other modifiers. */
export function isCopyShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c';
}

/** True when the reader has selected no text, so a copy shortcut should copy the whole block. */
export function hasNoSelection(selection: Pick<Selection, 'isCollapsed' | 'toString'> | null): boolean {
  return selection === null || selection.isCollapsed || selection.toString() === '';
}
