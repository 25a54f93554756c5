import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
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

const ROWS = ['Wi-Fi', 'Bluetooth', 'Mobile data'];

export default function DividerList() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <div>
        <Typography component="p" variant="subtitle2" id="divider-list-folders">
          variant=&quot;inset&quot;
        </Typography>
        <List aria-labelledby="divider-list-folders" sx={{ maxWidth: 320 }}>
          {FOLDERS.map((folder, index) => (
            <React.Fragment key={folder.name}>
              {index > 0 && <Divider variant="inset" component="li" />}
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
          variant=&quot;middle&quot; and fullWidth
        </Typography>
        <List aria-labelledby="divider-list-settings" sx={{ maxWidth: 320 }}>
          {ROWS.map((row, index) => (
            <React.Fragment key={row}>
              {index > 0 && <Divider variant={index === 1 ? 'middle' : 'fullWidth'} component="li" />}
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
