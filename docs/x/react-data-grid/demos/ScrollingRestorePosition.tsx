import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridScrollParams, useGridApiRef } from '@mui/x-data-grid';

interface Word {
  id: number;
  word: string;
  letters: number;
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'to', 'su', 'vel', 'no', 'da', 'pi'];

const rows: Word[] = Array.from({ length: 100 }, (_, index) => {
  const word =
    SYLLABLES[index % 10] +
    SYLLABLES[Math.floor(index / 10)] +
    SYLLABLES[(index * 3) % 10];
  return { id: index + 1, word, letters: word.length };
});

const columns: GridColDef<Word>[] = [
  { field: 'id', headerName: '#', width: 80 },
  { field: 'word', headerName: 'Invented word', flex: 1 },
  { field: 'letters', headerName: 'Letters', type: 'number', width: 100 },
];

export default function ScrollingRestorePosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({ top: 0, left: 0 });
  const [saved, setSaved] = React.useState<GridScrollParams | null>(null);
  const [firstRow, setFirstRow] = React.useState(1);

  // Follow the scroll position and the first rendered row while the reader scrolls.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('scrollPositionChange', (params) => {
        setPosition({ top: params.top, left: params.left });
        if (params.renderContext) setFirstRow(params.renderContext.firstRowIndex + 1);
      }),
    [apiRef],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSaved(apiRef.current.getScrollPosition())}
        >
          Remember this position
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() =>
            saved && apiRef.current.scroll({ top: saved.top, left: Math.abs(saved.left) })
          }
        >
          Go back to it
        </Button>
        <Typography variant="body2" role="status">
          {`Scrolled ${Math.round(position.top)} px; rendering starts at row ${firstRow}.${saved ? ` Remembered: ${Math.round(saved.top)} px.` : ''}`}
        </Typography>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
