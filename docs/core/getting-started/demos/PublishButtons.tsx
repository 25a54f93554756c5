import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SendIcon from '@mui/icons-material/Send';

type PostState = 'editing' | 'draft' | 'published';

const STATUS_TEXT: Record<PostState, string> = {
  editing: 'Unsaved changes',
  draft: 'Draft saved',
  published: 'Published: readers can see the post',
};

export default function PublishButtons() {
  const [state, setState] = React.useState<PostState>('editing');

  return (
    <Stack spacing={2}>
      {/* useFlexGap keeps the spacing correct when the buttons wrap on a narrow screen. */}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="text" onClick={() => setState('editing')}>
          Keep editing
        </Button>
        <Button
          variant="outlined"
          startIcon={<SaveOutlinedIcon />}
          disabled={state !== 'editing'}
          onClick={() => setState('draft')}
        >
          Save draft
        </Button>
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          disabled={state === 'published'}
          onClick={() => setState('published')}
        >
          Publish
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {STATUS_TEXT[state]}
      </Typography>
    </Stack>
  );
}
