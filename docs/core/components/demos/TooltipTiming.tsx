import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function TooltipTiming() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Tooltip
          describeChild
          title="Appeared after 600 ms, stays 300 ms"
          enterDelay={600}
          leaveDelay={300}
        >
          <Button variant="outlined">Slow in, slow out</Button>
        </Tooltip>
        <Tooltip
          describeChild
          title="Shown as soon as your finger touches"
          enterTouchDelay={0}
        >
          <Button variant="outlined">Instant on touch</Button>
        </Tooltip>
      </Stack>
      {/* followCursor is for the pointer only: the area says in words what the tooltip adds. */}
      <Tooltip describeChild title="This tooltip follows the pointer" followCursor>
        <Box
          sx={{
            p: 4,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'action.hover',
            textAlign: 'center',
          }}
        >
          Move the pointer over this area
        </Box>
      </Tooltip>
    </Stack>
  );
}
