import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { useCopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';
import { importLine, type IconNode } from '@site/src/modules/materialIcons/names';
import CopyButton from '../CopyButton';
import IconGlyph from './IconGlyph';
import { galleryMessages } from './messages';

interface Props {
  /** The module name (`AlarmAddOutlined`), or null when closed. */
  icon: { name: string; nodes: readonly IconNode[] | undefined } | null;
  onClose(): void;
}

const SIZES = ['small', 'medium', 'large'] as const;

/** One icon: drawn at the three sizes, with its import line and a copy button (Copy -> Copied for 1.2 s). */
export default function IconDialog({ icon, onClose }: Props): React.JSX.Element {
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS.demo);
  const line = icon ? importLine(icon.name) : '';
  return (
    <Dialog open={icon !== null} onClose={onClose} aria-labelledby="material-icon-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="material-icon-dialog-title" sx={{ overflowWrap: 'anywhere' }}>
        {icon?.name}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 3, mb: 3, color: 'text.primary' }}>
          {icon?.nodes && SIZES.map((size) => <IconGlyph key={size} nodes={icon.nodes!} fontSize={size} />)}
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {galleryMessages.importLine()}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            component="code"
            dir="ltr"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.8125rem' }}
          >
            {line}
          </Box>
          <CopyButton copied={copied} onCopy={() => void copy(line)} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{galleryMessages.close()}</Button>
      </DialogActions>
    </Dialog>
  );
}
