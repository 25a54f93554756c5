import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import DeleteIcon from '@mui/icons-material/Delete';
import FaceIcon from '@mui/icons-material/Face';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export default function ChipActionsAvatars() {
  const [log, setLog] = React.useState(
    'Click a chip, or focus one and press Backspace on a deletable one.',
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Chip label="Clickable" onClick={() => setLog('Clicked "Clickable".')} />
        <Chip label="Deletable" onDelete={() => setLog('Asked to delete "Deletable".')} />
        <Chip
          label="Both"
          variant="outlined"
          onClick={() => setLog('Clicked "Both".')}
          onDelete={() => setLog('Asked to delete "Both".')}
        />
        <Chip
          label="Own delete icon"
          color="primary"
          onDelete={() => setLog('Asked to delete "Own delete icon".')}
          deleteIcon={<DeleteIcon />}
        />
        <Chip
          label="Confirmed"
          color="success"
          onClick={() => setLog('Clicked "Confirmed".')}
          onDelete={() => setLog('Asked to delete "Confirmed".')}
          deleteIcon={<DoneIcon />}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Chip
          avatar={<Avatar alt="" src="/img/avatars/fox.svg" />}
          label="Ines Navarro"
          variant="outlined"
        />
        <Chip avatar={<Avatar>K</Avatar>} label="Kwame Mensah" />
        <Chip icon={<FaceIcon />} label="Guest" color="secondary" variant="outlined" />
        <Chip icon={<LocalShippingIcon />} label="Shipped" color="primary" size="small" />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {log}
      </Typography>
    </Stack>
  );
}
