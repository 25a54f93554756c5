import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { PRODUCT_CATALOG } from './data/productCatalog';

export default function RichTreeViewExpansionTrigger() {
  const [iconOnly, setIconOnly] = React.useState(true);
  const [lastChange, setLastChange] = React.useState('none yet');

  return (
    <Box sx={{ minHeight: 340, minWidth: 260 }}>
      <FormControlLabel
        control={
          <Switch
            checked={iconOnly}
            onChange={(event) => setIconOnly(event.target.checked)}
          />
        }
        label="Expand from the arrow only"
      />
      <RichTreeView
        aria-label="Catalog departments"
        items={PRODUCT_CATALOG}
        expansionTrigger={iconOnly ? 'iconContainer' : 'content'}
        defaultExpandedItems={['camping']}
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastChange(`${itemId} ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last expansion change: {lastChange}
      </Typography>
    </Box>
  );
}
