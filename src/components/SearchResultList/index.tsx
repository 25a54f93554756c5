import React from 'react';
import { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import type { SearchHit } from '@site/src/modules/search/hits';
import styles from './styles.module.css';

/** The name of an area, as a result shows it. */
export function areaLabel(area: SearchHit['area']): string {
  return area === 'x'
    ? 'MUI X'
    : translate({
        id: 'search.area.core',
        message: 'Material UI',
        description: 'Search result: the area of a core page',
      });
}

/**
 * Search results as a WAI-ARIA listbox: each result an option (title, area and path, excerpt with
 * the matched words marked). The active option is the combobox's `aria-activedescendant`; options
 * hold no link (an interactive element inside an option is not allowed): a click picks the option,
 * the keyboard goes through the combobox.
 */
export default function SearchResultList({
  id,
  label,
  hits,
  active,
  optionId,
  onPick,
  onPoint,
  busy = false,
}: {
  id: string;
  label: string;
  hits: readonly SearchHit[];
  /** More results are still arriving (`aria-busy`): the hits shown are the first ones. */
  busy?: boolean;
  active: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
  onPoint?: (index: number) => void;
}): React.JSX.Element {
  return (
    <ul id={id} role="listbox" aria-label={label} aria-busy={busy || undefined} className={styles.list}>
      {hits.map((hit, index) => (
        // The keyboard reaches options through the combobox (aria-activedescendant), as the pattern has it.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={hit.url}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={clsx(styles.option, index === active && styles.active)}
          onPointerMove={() => onPoint?.(index)}
          // Keep the focus in the combobox while the option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(index)}
        >
          <span className={styles.link}>
            <span className={styles.title}>{hit.title}</span>
            <span className={styles.path}>{[areaLabel(hit.area), ...hit.path].join(' › ')}</span>
            {hit.excerpt.length > 0 && (
              <span className={styles.excerpt}>
                {hit.excerpt.map((part, partIndex) =>
                  part.matched ? <mark key={partIndex}>{part.text}</mark> : <span key={partIndex}>{part.text}</span>,
                )}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
