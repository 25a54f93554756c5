import React, { useEffect, useRef, useState } from 'react';
import { scrollsSideways } from './scrollsSideways';

type Props = React.ComponentProps<'table'>;

/**
 * A Markdown table. Tables scroll sideways inside themselves when they are wider than the page (a
 * phone); a reader without a pointer can then scroll one only if it can take the keyboard focus, so
 * the table becomes focusable (with the site's focus ring) exactly while it overflows, and leaves the
 * tab order when it fits. The server renders it as a plain table.
 */
export default function ScrollableTable(props: Props): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = (): void => setOverflows(scrollsSideways(table));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // A scrolling region must take the focus for keyboard readers (axe: scrollable-region-focusable).
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={overflows ? 0 : props.tabIndex} />;
}
