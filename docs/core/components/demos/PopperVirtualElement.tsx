import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

/** What Popper.js needs from an anchor: a rectangle, asked again on every update. */
interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
}

export default function PopperVirtualElement() {
  const paragraphRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [words, setWords] = React.useState(0);

  React.useEffect(() => {
    const handleSelectionChange = () => {
      const selection = window.getSelection();
      const paragraph = paragraphRef.current;
      if (
        !selection ||
        selection.isCollapsed ||
        selection.rangeCount === 0 ||
        !paragraph
      ) {
        setAnchor(null);
        setWords(0);
        return;
      }
      const range = selection.getRangeAt(0);
      if (!paragraph.contains(range.commonAncestorContainer)) {
        setAnchor(null);
        setWords(0);
        return;
      }
      setWords(selection.toString().trim().split(/\s+/).filter(Boolean).length);
      setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAnchor(null);
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('selectionchange', handleSelectionChange);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, []);

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography ref={paragraphRef} sx={{ pt: 4 }}>
        The river ferry leaves the north pier every forty minutes from dawn until late
        evening. Bicycles ride free, and the upper deck has the best view of the old
        lighthouse. Select a few words of this paragraph.
      </Typography>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{ mt: 1, color: 'text.secondary' }}
      >
        Words selected: {words}
      </Typography>
      <Popper
        open={anchor !== null}
        anchorEl={anchor}
        placement="top"
        sx={{ zIndex: 'tooltip' }}
      >
        <Paper elevation={6} sx={{ mb: 1, px: 1.5, py: 0.5 }}>
          <Typography variant="caption">
            {words} {words === 1 ? 'word' : 'words'}
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
