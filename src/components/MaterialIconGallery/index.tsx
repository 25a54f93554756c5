import React, { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useGlobalData from '@docusaurus/useGlobalData';
import { createChunkLoader, fetchJson, type ChunkLoader } from '@site/src/modules/materialIcons/chunkLoader';
import { buildIconSearch, filterIcons, type IconSearch } from '@site/src/modules/materialIcons/filter';
import { gridKeyTarget } from '@site/src/modules/materialIcons/gridKeys';
import {
  chunkOfNames,
  iconModuleName,
  ICON_THEMES,
  INDEX_FILE_NAME,
  type IconIndex,
  type IconNode,
  type IconTheme,
} from '@site/src/modules/materialIcons/names';
import { materialIconsDataFrom } from '@site/src/modules/materialIcons/pluginData';
import IconDialog from './IconDialog';
import IconGlyph from './IconGlyph';
import { galleryMessages } from './messages';
import styles from './styles.module.css';
import { useBrowserLayoutEffect } from '@site/src/modules/react/useBrowserLayoutEffect';

const CELL_MIN_WIDTH = 112;
const ROW_HEIGHT = 104;
/** Before the first measure (and in the server render): a desktop content column. */
const INITIAL_WIDTH = 784;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; search: IconSearch };

function useIconIndex(folderUrl: string | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (!folderUrl) {
      setLoaded({ status: 'error' });
      return undefined;
    }
    let live = true;
    fetchJson(folderUrl + INDEX_FILE_NAME).then(
      (value) => live && setLoaded({ status: 'ready', search: buildIconSearch(value as IconIndex) }),
      () => live && setLoaded({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [folderUrl]);
  return loaded;
}

/** Columns that fit the grid's width, kept up to date as it changes. */
function useColumns(grid: React.RefObject<HTMLElement>): number {
  const [width, setWidth] = useState(INITIAL_WIDTH);
  useBrowserLayoutEffect(() => {
    const element = grid.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return Math.max(1, Math.floor(width / CELL_MIN_WIDTH));
}

/**
 * The Material Icons gallery (notes/icon-gallery.md): every icon of the installed
 * `@mui/icons-material`, filtered by name, in one of five themes. The names arrive as one small index;
 * the rows are virtualized against the window's scroll, and the drawings of the icons on screen come
 * from per-theme data chunks fetched as the reader scrolls. Opening an icon shows its import line.
 */
export default function MaterialIconGallery(): React.JSX.Element {
  const data = materialIconsDataFrom(useGlobalData());
  const folderUrl = useBaseUrl(data?.dataFolder ?? '/');
  const loaded = useIconIndex(data ? folderUrl : null);
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>('Filled');
  const deferredQuery = useDeferredValue(query);
  const loader = useMemo<ChunkLoader>(() => createChunkLoader(folderUrl), [folderUrl]);
  const [, setArrivals] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const focusNext = useRef<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const columns = useColumns(grid);

  const search = loaded.status === 'ready' ? loaded.search : null;
  const results = useMemo(
    () => (search ? filterIcons(search, deferredQuery, theme) : []),
    [search, deferredQuery, theme],
  );
  const chunks = useMemo(() => (search ? chunkOfNames(search.index, theme) : null), [search, theme]);
  const rowCount = Math.ceil(results.length / columns);

  const [scrollMargin, setScrollMargin] = useState(0);
  useBrowserLayoutEffect(() => {
    const element = grid.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [loaded.status, rowCount]);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    scrollMargin,
    initialRect: { width: INITIAL_WIDTH, height: 800 },
  });
  const rows = virtualizer.getVirtualItems();

  const nameAt = useCallback((position: number) => search?.index.names[results[position]!] ?? '', [search, results]);
  const firstShown = rows.length > 0 ? rows[0]!.index * columns : 0;
  const lastShown = rows.length > 0 ? Math.min(results.length, (rows[rows.length - 1]!.index + 1) * columns) - 1 : -1;

  // The data chunks of the icons on screen (and in the overscan rows): asked for once each.
  useEffect(() => {
    if (!chunks) return;
    const needed = new Set<number>();
    for (let position = firstShown; position <= lastShown; position += 1) {
      const chunk = chunks.get(nameAt(position));
      if (chunk !== undefined && !loader.peek(theme, chunk)) needed.add(chunk);
    }
    needed.forEach((chunk) =>
      loader.load(theme, chunk).then(
        () => setArrivals((count) => count + 1),
        () => undefined,
      ),
    );
  }, [chunks, firstShown, lastShown, loader, nameAt, theme]);

  // A new result list starts the keyboard position over.
  useEffect(() => setActive(0), [results]);

  // Arrow keys move the focus: the target row is scrolled into the window, then focused once drawn.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    const button = grid.current?.querySelector<HTMLButtonElement>(`[data-position="${target}"]`);
    if (button) {
      focusNext.current = null;
      button.focus();
    }
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>): void => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const target = gridKeyTarget(event.key, active, results.length, columns, rtl, event.ctrlKey);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    focusNext.current = target;
    virtualizer.scrollToIndex(Math.floor(target / columns), { align: 'auto' });
  };

  // The one tab stop of the grid: the active icon when it is drawn, else the first drawn one.
  const tabStop = active >= firstShown && active <= lastShown ? active : firstShown;

  const status =
    loaded.status === 'loading'
      ? galleryMessages.loading()
      : loaded.status === 'error'
        ? galleryMessages.error()
        : results.length === 0
          ? galleryMessages.empty(deferredQuery.trim())
          : galleryMessages.count(results.length);

  const openName = open ? iconModuleName(open, theme) : null;
  const openChunk = open && chunks ? chunks.get(open) : undefined;
  const openNodes = openName && openChunk !== undefined ? loader.peek(theme, openChunk)?.[openName] : undefined;

  return (
    <div className={styles.gallery}>
      <div className={styles.toolbar}>
        <TextField
          label={galleryMessages.search()}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          autoComplete="off"
          className={styles.search}
        />
        <TextField
          select
          label={galleryMessages.theme()}
          value={theme}
          onChange={(event) => setTheme(event.target.value as IconTheme)}
          size="small"
          SelectProps={{ native: true }}
          className={styles.theme}
        >
          {ICON_THEMES.map((name) => (
            <option key={name} value={name}>
              {galleryMessages.themeName(name)}
            </option>
          ))}
        </TextField>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a grid (its role is set below once it has rows) whose icons take the focus (roving tabindex) and whose arrow keys it handles */}
      <div
        ref={grid}
        // A grid needs rows: before the index arrives, and with no match, this is a plain box.
        {...(search && rowCount > 0
          ? { role: 'grid', 'aria-label': galleryMessages.grid(), 'aria-rowcount': rowCount, 'aria-colcount': columns }
          : {})}
        className={styles.grid}
        style={{ height: rowCount > 0 ? virtualizer.getTotalSize() : 0 }}
        onKeyDown={onKeyDown}
      >
        {search &&
          rows.map((row) => (
            <div
              key={row.key}
              role="row"
              aria-rowindex={row.index + 1}
              className={styles.row}
              style={{ height: ROW_HEIGHT, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {Array.from({ length: columns }, (_, column) => row.index * columns + column)
                .filter((position) => position < results.length)
                .map((position) => {
                  const baseName = nameAt(position);
                  const name = iconModuleName(baseName, theme);
                  const chunk = chunks?.get(baseName);
                  const nodes: readonly IconNode[] | undefined =
                    chunk === undefined ? undefined : loader.peek(theme, chunk)?.[name];
                  return (
                    <div key={name} role="gridcell" aria-colindex={(position % columns) + 1} className={styles.cell}>
                      <button
                        type="button"
                        className={styles.icon}
                        data-position={position}
                        tabIndex={position === tabStop ? 0 : -1}
                        onFocus={() => setActive(position)}
                        onClick={() => setOpen(baseName)}
                      >
                        {nodes ? <IconGlyph nodes={nodes} /> : <span className={styles.placeholder} />}
                        <span className={styles.name}>{name}</span>
                      </button>
                    </div>
                  );
                })}
            </div>
          ))}
      </div>
      <IconDialog icon={openName ? { name: openName, nodes: openNodes } : null} onClose={() => setOpen(null)} />
    </div>
  );
}
