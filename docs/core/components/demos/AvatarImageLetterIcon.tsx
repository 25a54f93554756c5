import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import PageviewIcon from '@mui/icons-material/Pageview';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

interface Member {
  name: string;
  picture: string;
}

const MEMBERS: readonly Member[] = [
  { name: 'Ines Navarro', picture: 'fox' },
  { name: 'Tomás Oyelaran', picture: 'owl' },
  { name: 'Priya Raman', picture: 'cat' },
];

/** The first letter of the first two words of a name: "Ines Navarro" becomes "IN". */
function initials(name: string): string {
  return name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

const LETTER_MEMBERS = [
  { name: 'Kwame Mensah', bgcolor: 'primary.main', color: 'primary.contrastText' },
  { name: 'Lena Vogel', bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  { name: 'Sora Ito', bgcolor: 'success.main', color: 'success.contrastText' },
] as const;

export default function AvatarImageLetterIcon() {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="p">
        Pictures
      </Typography>
      <Stack direction="row" spacing={2}>
        {MEMBERS.map((member) => (
          <Avatar
            key={member.name}
            alt={member.name}
            src={`/img/avatars/${member.picture}.svg`}
          />
        ))}
      </Stack>
      <Typography variant="subtitle2" component="p">
        Initials
      </Typography>
      <Stack direction="row" spacing={2}>
        {LETTER_MEMBERS.map((member) => (
          <Avatar
            key={member.name}
            role="img"
            aria-label={member.name}
            sx={{ bgcolor: member.bgcolor, color: member.color }}
          >
            {initials(member.name)}
          </Avatar>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="p">
        Icons
      </Typography>
      <Stack direction="row" spacing={2}>
        <Avatar
          role="img"
          aria-label="Folder"
          sx={{ bgcolor: 'info.main', color: 'info.contrastText' }}
        >
          <FolderIcon />
        </Avatar>
        <Avatar
          role="img"
          aria-label="Page preview"
          sx={{ bgcolor: 'warning.main', color: 'warning.contrastText' }}
        >
          <PageviewIcon />
        </Avatar>
        <Avatar
          role="img"
          aria-label="Task done"
          sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
        >
          <TaskAltIcon />
        </Avatar>
      </Stack>
    </Stack>
  );
}
