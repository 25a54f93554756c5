import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const ACTIONS = [
  { name: 'Copy', icon: <FileCopyOutlinedIcon /> },
  { name: 'Save', icon: <SaveOutlinedIcon /> },
  { name: 'Print', icon: <PrintOutlinedIcon /> },
  { name: 'Share', icon: <ShareOutlinedIcon /> },
];

export default function SpeedDialBasic() {
  const [last, setLast] = React.useState('none');

  return (
    // The dial floats in the corner of this box, not of the window.
    <Box
      sx={{
        position: 'relative',
        height: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" sx={{ p: 2 }} aria-live="polite">
        Last action: {last}
      </Typography>
      <SpeedDial
        ariaLabel="Document actions"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {ACTIONS.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => setLast(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
