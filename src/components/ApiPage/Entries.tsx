import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useSectionLayout, type LayoutSection } from '@site/src/modules/apiDocs/sectionLayout';
import LayoutSwitch from './LayoutSwitch';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

/** How a whole cell reads: in code font, or muted (a "none"). */
export type CellLook = 'code' | 'muted';

const LOOK_CLASS: Record<CellLook, string> = { code: styles.codeCell, muted: styles.muted };

/** A fact shown for every entry: a column of the table, a term of the list. */
export interface EntryColumn<T> {
  readonly title: string;
  render(entry: T): React.ReactNode;
  /**
   * The look of the entry's whole cell, set on the cell itself (the table's `td`, the list's `dd`)
   * rather than on an element inside it: an API page restyles every element at a mode switch, and
   * its tables are most of them (bench/README.md).
   */
  look?(entry: T): CellLook | undefined;
}

function lookClass<T>(column: EntryColumn<T>, entry: T): string | undefined {
  const look = column.look?.(entry);
  return look ? LOOK_CLASS[look] : undefined;
}

interface Props<T> {
  readonly section: LayoutSection;
  readonly entries: readonly T[];
  /** The entry's anchor id (`prop-rows`). */
  idOf(entry: T): string;
  /** What the entry is called, in code font. */
  nameOf(entry: T): string;
  /** Marks after the name (required, plan, deprecated). */
  marks?(entry: T): React.ReactNode;
  readonly columns: readonly EntryColumn<T>[];
  /** The description (and anything longer). */
  body(entry: T): React.ReactNode;
  /** The title of the name column (Name by default). */
  readonly nameTitle?: string;
  /** Table column widths (name, each column, description), as CSS widths. */
  readonly widths: readonly string[];
}

/**
 * The entry's name in code font, linked to its own anchor, and its marks after it. No wrapper, and the
 * link is in code font itself: an API page restyles every element at a mode switch, and a table row
 * is most of them (bench/README.md).
 */
function EntryName({ id, name, marks }: { id: string; name: string; marks: React.ReactNode }): React.JSX.Element {
  useBrokenLinks().collectAnchor(id);
  return (
    <>
      <a href={`#${id}`} className={styles.anchor} title={label.copyLink(name)}>
        {name}
      </a>
      {marks}
    </>
  );
}

/**
 * The entries of a section (props, slots, CSS classes, events) as a table or as a list, with the
 * reader's choice remembered per section. Every entry has an anchor in both layouts.
 */
export default function Entries<T>({
  section,
  entries,
  idOf,
  nameOf,
  marks,
  columns,
  body,
  nameTitle,
  widths,
}: Props<T>): React.JSX.Element {
  const [layout, setLayout] = useSectionLayout(section);
  return (
    <>
      <div className={styles.sectionToolbar}>
        <LayoutSwitch section={section} layout={layout} onChange={setLayout} />
      </div>
      {layout === 'table' ? (
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <colgroup>
              {widths.map((width, index) => (
                <col key={index} style={{ width }} />
              ))}
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{nameTitle ?? columnTitle.name()}</th>
                {columns.map((column) => (
                  <th key={column.title} scope="col">
                    {column.title}
                  </th>
                ))}
                <th scope="col">{columnTitle.description()}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={idOf(entry)} id={idOf(entry)}>
                  <th scope="row">
                    <EntryName id={idOf(entry)} name={nameOf(entry)} marks={marks?.(entry)} />
                  </th>
                  {columns.map((column) => (
                    <td key={column.title} className={lookClass(column, entry)}>
                      {column.render(entry)}
                    </td>
                  ))}
                  <td>{body(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className={styles.entryList}>
          {entries.map((entry) => (
            <li key={idOf(entry)} id={idOf(entry)} className={styles.entry}>
              <EntryName id={idOf(entry)} name={nameOf(entry)} marks={marks?.(entry)} />
              <dl className={styles.facts}>
                {columns.map((column) => (
                  <React.Fragment key={column.title}>
                    <dt>{column.title}</dt>
                    <dd className={lookClass(column, entry)}>{column.render(entry)}</dd>
                  </React.Fragment>
                ))}
              </dl>
              {body(entry)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
