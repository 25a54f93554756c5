import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider, { type DividerProps } from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';

const FOLDERS = [
  { name: 'Invoices', detail: '12 files' },
  { name: 'Contracts', detail: '4 files' },
  { name: 'Photos', detail: '318 files' },
];

/**
 * A line between two rows. A <ul> may only hold <li> elements, and an <li> in a plain list may have no
 * role but listitem, so the divider sits inside an <li> that is hidden from assistive technology: the
 * list already tells screen readers where each row starts.
 */
function ListDivider({ variant }: { variant: DividerProps['variant'] }) {
  return (
    <li aria-hidden="true">
      <Divider variant={variant} />
    </li>
  );
}

const ROWS = ['Wi-Fi', 'Bluetooth', 'Mobile data'];

export default function DividerList() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <div>
        <Typography component="p" variant="subtitle2" id="divider-list-folders">
          <bdi>variant=&quot;inset&quot;</bdi>
        </Typography>
        <List aria-labelledby="divider-list-folders" sx={{ maxWidth: 320 }}>
          {FOLDERS.map((folder, index) => (
            <React.Fragment key={folder.name}>
              {index > 0 && <ListDivider variant="inset" />}
              <ListItem>
                <ListItemAvatar>
                  <Avatar>
                    <FolderIcon />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={folder.name} secondary={folder.detail} />
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </div>
      <div>
        <Typography component="p" variant="subtitle2" id="divider-list-settings">
          <bdi>variant=&quot;middle&quot;</bdi> and <bdi>fullWidth</bdi>
        </Typography>
        <List aria-labelledby="divider-list-settings" sx={{ maxWidth: 320 }}>
          {ROWS.map((row, index) => (
            <React.Fragment key={row}>
              {index > 0 && (
                <ListDivider variant={index === 1 ? 'middle' : 'fullWidth'} />
              )}
              <ListItem>
                <ListItemText primary={row} />
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </div>
    </Stack>
  );
}
