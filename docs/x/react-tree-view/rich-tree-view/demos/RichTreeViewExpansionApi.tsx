import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { PROJECT_FILES } from './data/projectFiles';

const FOLDERS = ['src', 'src/components', 'src/pages', 'public'];

export default function RichTreeViewExpansionApi() {
  const apiRef = useTreeViewApiRef();
  const [folder, setFolder] = React.useState('src');
  const [lastChange, setLastChange] = React.useState('none yet');

  // The tree reports the change through its callbacks, as if the user had clicked the folder.
  const setExpansion = (event: React.MouseEvent, isExpanded: boolean) => {
    apiRef.current?.setItemExpansion(event, folder, isExpanded);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 260 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Folder"
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
          SelectProps={{ native: true }}
        >
          {FOLDERS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setExpansion(event, true)}
        >
          Expand
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setExpansion(event, false)}
        >
          Collapse
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Project files, expansion from the API"
        items={PROJECT_FILES}
        apiRef={apiRef}
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
