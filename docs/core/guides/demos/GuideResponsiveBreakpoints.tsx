import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Breakpoint, Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

function BreakpointRow({ name }: { name: Breakpoint }) {
  const theme = useTheme();
  // false on the server and during hydration, then the window's answer.
  const active = useMediaQuery((current: Theme) => current.breakpoints.only(name));
  const index = theme.breakpoints.keys.indexOf(name);
  const next = theme.breakpoints.keys[index + 1];
  const range = next
    ? `${theme.breakpoints.values[name]}px to ${theme.breakpoints.values[next] - 1}px`
    : `${theme.breakpoints.values[name]}px and wider`;

  return (
    <Box
      component="tr"
      sx={{
        bgcolor: active ? 'action.selected' : undefined,
        '& > *': { px: 1.5, py: 0.75, textAlign: 'start' },
      }}
    >
      <Box component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
        {name}
      </Box>
      <Box component="td">{range}</Box>
      <Box component="td">{active ? 'current' : ''}</Box>
    </Box>
  );
}

export default function GuideResponsiveBreakpoints() {
  const theme = useTheme();

  return (
    <Box>
      <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <Typography
          component="caption"
          variant="body2"
          sx={{ textAlign: 'start', mb: 1 }}
        >
          The theme&apos;s breakpoints, read from <code>theme.breakpoints</code>
        </Typography>
        <Box component="thead">
          <Box component="tr" sx={{ '& > *': { px: 1.5, py: 0.75, textAlign: 'start' } }}>
            <Box component="th" scope="col">
              Key
            </Box>
            <Box component="th" scope="col">
              Window width
            </Box>
            <Box component="th" scope="col">
              Now
            </Box>
          </Box>
        </Box>
        <Box component="tbody">
          {theme.breakpoints.keys.map((name) => (
            <BreakpointRow key={name} name={name} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
