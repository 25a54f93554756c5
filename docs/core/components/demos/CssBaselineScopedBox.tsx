import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';

interface Computed {
  fontFamily: string;
  background: string;
  boldWeight: string;
  boxSizing: string;
}

/** Reads the styles the browser applied to a sample box, once it exists in the page. */
function useComputed(ref: React.RefObject<HTMLDivElement>): Computed | null {
  const [computed, setComputed] = React.useState<Computed | null>(null);
  React.useEffect(() => {
    const box = ref.current;
    const bold = box?.querySelector('b');
    if (!box || !bold) return;
    const style = window.getComputedStyle(box);
    setComputed({
      fontFamily: style.fontFamily.split(',')[0].replace(/"/g, ''),
      background: style.backgroundColor,
      boldWeight: window.getComputedStyle(bold).fontWeight,
      boxSizing: style.boxSizing,
    });
  }, [ref]);
  return computed;
}

function Sample() {
  return (
    <Box component="p" sx={{ m: 0 }}>
      Order <b>#4821</b> ships on Monday.
    </Box>
  );
}

function Readout({ title, computed }: { title: string; computed: Computed | null }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        fontSize: 13,
        '& dt': { fontWeight: 600 },
        '& dd': { ml: 0, mb: 0.5 },
      }}
    >
      <Box component="dt">{title}: first font, background, b weight, box-sizing</Box>
      <Box component="dd">
        {computed
          ? `${computed.fontFamily}, ${computed.background}, ${computed.boldWeight}, ${computed.boxSizing}`
          : 'measuring…'}
      </Box>
    </Box>
  );
}

export default function CssBaselineScopedBox() {
  const plainRef = React.useRef<HTMLDivElement>(null);
  const scopedRef = React.useRef<HTMLDivElement>(null);
  const plain = useComputed(plainRef);
  const scoped = useComputed(scopedRef);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box
          ref={plainRef}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Sample />
        </Box>
        <Readout title="Plain box" computed={plain} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ScopedCssBaseline
          ref={scopedRef}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Sample />
        </ScopedCssBaseline>
        <Readout title="ScopedCssBaseline" computed={scoped} />
      </Box>
    </Stack>
  );
}
