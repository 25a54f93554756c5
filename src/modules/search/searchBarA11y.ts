/**
 * Accessibility repairs for the search box of @easyops-cn/docusaurus-search-local, whose widget
 * (autocomplete.js) builds its DOM outside React. Applied to the box's DOM, again after each change:
 *
 * - the input is named in the page's language (the plugin's name is always English) and points at
 *   its list with `aria-controls` (ARIA 1.2 comboboxes need it; the widget sets only `aria-owns`);
 * - the clear button, a bare "✕", gets a name;
 * - the wrappers between the listbox and its options are marked presentational, so the options are
 *   the listbox's own children for assistive technology, and the footer link ("See all results")
 *   counts as one more option.
 *
 * Every write is skipped when the value is already there, so observing the box cannot loop.
 */
export interface SearchBarLabels {
  /** Accessible name of the search input. */
  readonly input: string;
  /** Accessible name of the button that clears the query. */
  readonly clear: string;
}

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

export function repairSearchBar(root: Element, labels: SearchBarLabels): void {
  const input = root.querySelector('input.navbar__search-input');
  if (input) {
    setAttribute(input, 'aria-label', labels.input);
    const list = input.getAttribute('aria-owns');
    if (list) setAttribute(input, 'aria-controls', list);
  }
  for (const button of Array.from(root.querySelectorAll('button'))) {
    setAttribute(button, 'type', 'button');
    if (!button.hasAttribute('aria-label')) setAttribute(button, 'aria-label', labels.clear);
  }
  for (const listbox of Array.from(root.querySelectorAll('[role="listbox"]'))) {
    // The footer link ("See all results ...") sits in the list too: it is one more choice of it.
    for (const link of Array.from(listbox.querySelectorAll('a[href]'))) {
      if (!link.closest('[role="option"]')) setAttribute(link, 'role', 'option');
    }
    for (const option of Array.from(listbox.querySelectorAll('[role="option"]'))) {
      for (let node = option.parentElement; node && node !== listbox; node = node.parentElement) {
        if (!node.hasAttribute('role')) setAttribute(node, 'role', 'presentation');
      }
    }
  }
}
