import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { PRODUCT_CATALOG } from './data/productCatalog';

const ALL_PARENTS = ['camping', 'tents', 'sleeping', 'climbing', 'water'];

export default function RichTreeViewFocusDomElement() {
  const apiRef = useTreeViewApiRef();
  const [found, setFound] = React.useState('nothing yet');

  const revealPaddle = (event: React.MouseEvent) => {
    const element = apiRef.current?.getItemDOMElement('paddle');
    if (!element) {
      setFound('not rendered');
      return;
    }
    // Scroll the list, then move the keyboard focus there.
    element.scrollIntoView({ block: 'nearest' });
    apiRef.current?.focusItem(event, 'paddle');
    setFound(`<${element.tagName.toLowerCase()} id="${element.id}">`);
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={revealPaddle} sx={{ mb: 1 }}>
        Reveal the carbon paddle
      </Button>
      <Box
        sx={{
          height: 200,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <RichTreeView
          aria-label="Full catalog"
          items={PRODUCT_CATALOG}
          apiRef={apiRef}
          defaultExpandedItems={ALL_PARENTS}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Element: {found}
      </Typography>
    </Box>
  );
}
