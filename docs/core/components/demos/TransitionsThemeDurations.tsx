import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';

export default function TransitionsThemeDurations() {
  const theme = useTheme();
  // Read from the live theme, so a theme that changes a duration shows its own value here.
  const durations = Object.entries(theme.transitions.duration);
  const easings = Object.entries(theme.transitions.easing);

  return (
    <Table
      size="small"
      aria-label="Transition durations and easings of the theme"
      sx={{ maxWidth: 520 }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Key</TableCell>
          <TableCell>Value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {durations.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell>duration.{key}</TableCell>
            <TableCell>{value} ms</TableCell>
          </TableRow>
        ))}
        {easings.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell>easing.{key}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
