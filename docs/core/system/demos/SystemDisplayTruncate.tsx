import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const FILES = [
  'quarterly-report-final.pdf',
  'site-survey-photos-north-entrance-and-parking-area.zip',
  'notes.txt',
];

export default function SystemDisplayTruncate() {
  return (
    <Box
      component="ul"
      aria-label="Attachments"
      sx={{ p: 0, m: 0, maxWidth: 280, display: 'grid', gap: 1 }}
    >
      {FILES.map((file) => (
        <Box
          component="li"
          key={file}
          sx={{
            listStyle: 'none',
            px: 1.5,
            py: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <Typography
            variant="body2"
            component="span"
            title={file}
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {file}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
