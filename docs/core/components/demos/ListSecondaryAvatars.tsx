import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

interface Attachment {
  name: string;
  size: string;
  picture: string;
}

const ATTACHMENTS: readonly Attachment[] = [
  { name: 'Floor plan.pdf', size: '2.4 MB', picture: 'owl' },
  { name: 'Budget 2025.xlsx', size: '180 kB', picture: 'robot' },
  { name: 'Site photos.zip', size: '36 MB', picture: 'bear' },
];

export default function ListSecondaryAvatars() {
  const [dense, setDense] = React.useState(false);
  const [files, setFiles] = React.useState<readonly Attachment[]>(ATTACHMENTS);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Dense"
      />
      <Paper variant="outlined" sx={{ maxWidth: 400 }}>
        <List dense={dense} aria-label="Attachments">
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles(files.filter((entry) => entry !== file))}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar
                  alt=""
                  src={`/img/avatars/${file.picture}.svg`}
                  variant="rounded"
                />
              </ListItemAvatar>
              <ListItemText primary={file.name} secondary={file.size} />
            </ListItem>
          ))}
        </List>
        {files.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            No attachments.
          </Typography>
        ) : null}
      </Paper>
      <Typography variant="body2" role="status">
        {files.length} of {ATTACHMENTS.length} attachments kept.
      </Typography>
    </Stack>
  );
}
