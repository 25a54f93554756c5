import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import UndoIcon from '@mui/icons-material/Undo';

export default function DividerVertical() {
  return (
    <Box
      role="group"
      aria-label="Text formatting"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <IconButton aria-label="Undo">
        <UndoIcon />
      </IconButton>
      {/* flexItem stretches the divider to the row's height; 5.18.0 does not set aria-orientation. */}
      <Divider orientation="vertical" flexItem aria-orientation="vertical" />
      <IconButton aria-label="Bold">
        <FormatBoldIcon />
      </IconButton>
      <IconButton aria-label="Italic">
        <FormatItalicIcon />
      </IconButton>
      <Divider
        orientation="vertical"
        variant="middle"
        flexItem
        aria-orientation="vertical"
      />
      <IconButton aria-label="Align left">
        <FormatAlignLeftIcon />
      </IconButton>
      <IconButton aria-label="Align center">
        <FormatAlignCenterIcon />
      </IconButton>
      <IconButton aria-label="Align right">
        <FormatAlignRightIcon />
      </IconButton>
    </Box>
  );
}
