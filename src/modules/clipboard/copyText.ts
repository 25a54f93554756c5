/**
 * Copies text to the clipboard. Uses the Clipboard API where the page may (secure contexts), and a
 * hidden textarea with `execCommand('copy')` elsewhere. Resolves whether it worked; never rejects:
 * a clipboard error is not the reader's problem (spec section 8: ignored).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    return copyWithTextarea(text);
  } catch {
    return false;
  }
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const focused = document.activeElement as HTMLElement | null;
  textarea.select();
  try {
    return document.execCommand('copy');
  } finally {
    textarea.remove();
    focused?.focus();
  }
}
