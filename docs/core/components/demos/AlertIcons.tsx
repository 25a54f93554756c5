import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ReportIcon from '@mui/icons-material/Report';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';

/** One icon per severity, used by every alert that receives this mapping. */
const ICONS = {
  success: <ThumbUpAltOutlinedIcon fontSize="inherit" />,
  error: <ReportIcon fontSize="inherit" />,
};

export default function AlertIcons() {
  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={<EventAvailableIcon fontSize="inherit" />}>
        Your appointment is confirmed for March 4 at 10:30.
      </Alert>
      <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />}>
        You are offline. Changes will sync when the connection returns.
      </Alert>
      <Alert severity="success" iconMapping={ICONS}>
        Thanks, your review was posted.
      </Alert>
      <Alert severity="error" iconMapping={ICONS}>
        The review could not be posted.
      </Alert>
      <Alert severity="info" icon={false}>
        No icon here: the text alone carries the message.
      </Alert>
    </Stack>
  );
}
