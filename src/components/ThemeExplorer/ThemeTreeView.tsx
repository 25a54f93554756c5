import React, { useDeferredValue, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { useCopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';
import CopyButton from '../CopyButton';
import { explorerMessages } from './messages';
import {
  childEntries,
  findEntry,
  isShownInSearch,
  ROOT_PATH,
  searchTheme,
  type SearchResult,
  type ThemeEntry,
} from './themeTree';

/** A search shows at most this many matches (and the objects above them), so the tree stays quick. */
export const MATCH_LIMIT = 150;

const NO_ITEMS: string[] = [];

interface ItemProps {
  entry: ThemeEntry;
  /** The values above the entry, for the circular-reference check. */
  above: readonly unknown[];
  expanded: ReadonlySet<string>;
  /** The search on, if any: only entries that match or lead to a match are shown. */
  search: SearchResult | null;
  insideMatch: boolean;
}

/** One entry: `key: value`. Its children are made only while it is open. */
function ExplorerItem({ entry, above, expanded, search, insideMatch }: ItemProps): React.JSX.Element {
  const open = entry.expandable && expanded.has(entry.path);
  let children: React.ReactNode = null;
  if (open) {
    const inside = insideMatch || (search?.matched.has(entry.path) ?? false);
    children = childEntries(entry.value, entry.path, above)
      .filter((child) => !search || isShownInSearch(child.path, search, inside))
      .map((child) => (
        <ExplorerItem
          key={child.path}
          entry={child}
          above={[...above, entry.value]}
          expanded={expanded}
          search={search}
          insideMatch={inside}
        />
      ));
  } else if (entry.expandable) {
    // Closed: one stand-in child makes the item expandable; the group is not mounted while closed.
    children = <TreeItem itemId={`${entry.path} (closed)`} label="" />;
  }
  return (
    <TreeItem
      itemId={entry.path}
      slotProps={{ groupTransition: { unmountOnExit: true } }}
      label={
        <Box
          component="span"
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            overflowWrap: 'anywhere',
            color: entry.expandable ? 'text.secondary' : 'text.primary',
          }}
        >
          {`${entry.key}: ${entry.summary}`}
        </Box>
      }
    >
      {children}
    </TreeItem>
  );
}

interface Props {
  /** The theme object to show; the explorer reads it, never changes it. */
  theme: object;
  /** The most matches a search shows. */
  matchLimit?: number;
}

/**
 * The theme as a keyboard-operable tree (`SimpleTreeView`): a search field that narrows it to the
 * matching keys and values, and the selected entry's path with a copy button.
 */
export default function ThemeTreeView({ theme, matchLimit = MATCH_LIMIT }: Props): React.JSX.Element {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [browseExpanded, setBrowseExpanded] = useState<string[]>(NO_ITEMS);
  const [searchExpansion, setSearchExpansion] = useState<{ search: SearchResult | null; items: string[] }>({
    search: null,
    items: NO_ITEMS,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS.demo);
  const statusId = useId();

  const search = useMemo(
    () => (deferredQuery.trim() ? searchTheme(theme, deferredQuery, matchLimit) : null),
    [theme, deferredQuery, matchLimit],
  );
  // A new search opens the objects above its matches; the reader can then open and close as usual.
  const searchOpened = useMemo(() => (search ? [...search.ancestors] : NO_ITEMS), [search]);
  const expandedItems = search
    ? searchExpansion.search === search
      ? searchExpansion.items
      : searchOpened
    : browseExpanded;
  const expanded = useMemo(() => new Set(expandedItems), [expandedItems]);
  const top = useMemo(() => childEntries(theme, ROOT_PATH), [theme]);
  const shown = search ? top.filter((entry) => isShownInSearch(entry.path, search, false)) : top;
  const selectedEntry = selected ? findEntry(theme, selected) : undefined;

  let status = explorerMessages.browsing(top.length);
  if (search) {
    if (search.total === 0) status = explorerMessages.empty(deferredQuery.trim());
    else if (search.total > search.matches.length) {
      status = explorerMessages.firstMatches(search.matches.length, search.total);
    } else status = explorerMessages.matches(search.total);
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <TextField
        type="search"
        size="small"
        label={explorerMessages.search()}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        inputProps={{ 'aria-describedby': statusId }}
        sx={{ maxWidth: 420 }}
      />
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
      <Box
        role="group"
        aria-label={explorerMessages.selected()}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          p: 1.5,
          minHeight: 56,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {selectedEntry ? (
          <>
            <Box
              component="code"
              dir="ltr"
              sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.8125rem' }}
            >
              {selectedEntry.path}
            </Box>
            <Box
              component="span"
              dir="ltr"
              sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {selectedEntry.summary}
            </Box>
            <CopyButton copied={copied} onCopy={() => void copy(selectedEntry.path)} />
          </>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {explorerMessages.nothingSelected()}
          </Typography>
        )}
      </Box>
      <SimpleTreeView
        aria-label={explorerMessages.tree()}
        expandedItems={expandedItems}
        onExpandedItemsChange={(_event, items) => {
          if (search) setSearchExpansion({ search, items });
          else setBrowseExpanded(items);
        }}
        selectedItems={selected}
        onSelectedItemsChange={(_event, item) => setSelected(item)}
        dir="ltr"
        sx={{ minWidth: 0 }}
      >
        {shown.map((entry) => (
          <ExplorerItem
            key={entry.path}
            entry={entry}
            above={[theme]}
            expanded={expanded}
            search={search}
            insideMatch={false}
          />
        ))}
      </SimpleTreeView>
    </Box>
  );
}
