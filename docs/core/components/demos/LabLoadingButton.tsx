import * as React from 'react';
import LoadingButton from '@mui/lab/LoadingButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

/** How long the pretend upload takes, in milliseconds. */
const UPLOAD_TIME = 2500;

export default function LabLoadingButton() {
  const [uploading, setUploading] = React.useState(false);
  const [uploads, setUploads] = React.useState(0);
  const [forced, setForced] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const upload = () => {
    setUploading(true);
    timer.current = setTimeout(() => {
      setUploading(false);
      setUploads((count) => count + 1);
    }, UPLOAD_TIME);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <LoadingButton variant="contained" loading={uploading} onClick={upload}>
        Upload photos
      </LoadingButton>
      <Typography variant="body2" color="text.secondary" role="status">
        {uploading ? 'Uploading…' : `Uploads finished: ${uploads}`}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={forced}
            onChange={(event) => setForced(event.target.checked)}
          />
        }
        label="Show the other loading positions"
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LoadingButton
          loading={forced}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          variant="outlined"
        >
          Save draft
        </LoadingButton>
        <LoadingButton
          loading={forced}
          loadingPosition="end"
          endIcon={<SendIcon />}
          variant="outlined"
        >
          Send invoice
        </LoadingButton>
        <LoadingButton loading={forced} loadingIndicator="Checking…" variant="outlined">
          Check stock
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
