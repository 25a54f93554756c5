import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import DeleteSharp from '@mui/icons-material/DeleteSharp';
import DeleteTwoTone from '@mui/icons-material/DeleteTwoTone';

const THEMES = [
  { name: 'Delete', Icon: Delete },
  { name: 'DeleteOutlined', Icon: DeleteOutlined },
  { name: 'DeleteRounded', Icon: DeleteRounded },
  { name: 'DeleteTwoTone', Icon: DeleteTwoTone },
  { name: 'DeleteSharp', Icon: DeleteSharp },
];

export default function SvgIconThemes() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {THEMES.map(({ name, Icon }) => (
        <Stack key={name} spacing={1} sx={{ alignItems: 'center' }}>
          <Icon fontSize="large" />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
