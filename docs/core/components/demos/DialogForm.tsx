import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DialogForm() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Roadmap 2026');
  const [draft, setDraft] = React.useState(name);

  const openDialog = () => {
    setDraft(name);
    setOpen(true);
  };
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // The form submits with Enter in the field or with the submit button; the page does not reload.
    event.preventDefault();
    setName(draft.trim() || name);
    setOpen(false);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Button variant="outlined" onClick={openDialog}>
        Rename board
      </Button>
      <Typography variant="body2" aria-live="polite">
        Board name: {name}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-describedby="dialog-form-help"
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle>Rename board</DialogTitle>
        <DialogContent>
          <DialogContentText id="dialog-form-help">
            Everyone who shares the board sees the new name. Use 3 to 40 characters.
          </DialogContentText>
          <TextField
            // The reader opened the dialog to type: the field takes the focus (not a page-load autofocus).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required
            fullWidth
            margin="dense"
            label="Board name"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            inputProps={{ minLength: 3, maxLength: 40 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save name
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
