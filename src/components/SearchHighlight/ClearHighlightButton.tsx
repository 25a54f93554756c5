import React from 'react';
import Button from '@mui/material/Button';
import { translate } from '@docusaurus/Translate';

/** The button that clears the search highlight (loaded only on a page opened from a search result). */
export default function ClearHighlightButton({ onClick }: { onClick: () => void }): React.JSX.Element {
  return (
    <Button variant="contained" size="small" onClick={onClick}>
      {translate({
        id: 'search.highlight.clear',
        message: 'Clear search highlight',
        description: 'Button on a page opened from a search result: removes the marks on the query’s words',
      })}
    </Button>
  );
}
