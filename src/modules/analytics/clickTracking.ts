import { GA_ATTRIBUTES } from './events';
import { parseSplit } from './sampling';

/** What a click on a tagged element reports. */
export interface ClickEvent {
  readonly category: string;
  readonly action?: string;
  readonly label?: string;
  /** Share of these clicks to report, 0..1 (`data-ga-event-split`, 1 when absent). */
  readonly split: number;
}

function isElement(target: EventTarget | null): target is Element {
  return target !== null && typeof (target as Element).closest === 'function';
}

/**
 * A click on a label that controls a form field is followed by the browser's own click on that
 * field; only the second is counted, so one activation reports once.
 */
function isLabelActivation(target: Element): boolean {
  const label = target.closest('label');
  const control = label ? (label as HTMLLabelElement).control : null;
  return control !== null && control !== undefined && !control.contains(target);
}

function attribute(element: Element, name: string): string | undefined {
  const value = element.getAttribute(name);
  return value === null || value === '' ? undefined : value;
}

/** The event a click on `target` reports: the nearest element with a category decides; else null. */
export function clickEventOf(target: EventTarget | null): ClickEvent | null {
  if (!isElement(target)) return null;
  const tagged = target.closest(`[${GA_ATTRIBUTES.category}]`);
  if (!tagged) return null;
  const category = attribute(tagged, GA_ATTRIBUTES.category);
  if (!category || isLabelActivation(target)) return null;
  return {
    category,
    action: attribute(tagged, GA_ATTRIBUTES.action),
    label: attribute(tagged, GA_ATTRIBUTES.label),
    split: parseSplit(tagged.getAttribute(GA_ATTRIBUTES.split)),
  };
}

/**
 * One listener on the document for every tagged element, present and future. It listens in the
 * capture phase, so it sees the click before a control's own handler re-renders or removes the
 * element, and even when a handler stops the click's propagation. Returns the function that
 * removes it.
 */
export function installClickTracking(doc: Document, report: (event: ClickEvent) => void): () => void {
  const listener = (event: Event) => {
    const click = clickEventOf(event.target);
    if (!click) return;
    try {
      report(click);
    } catch {
      // Analytics never breaks a click.
    }
  };
  doc.addEventListener('click', listener, { capture: true });
  return () => doc.removeEventListener('click', listener, { capture: true });
}
