/**
 * "Forgot your password?": a dialog that asks for the account's email, checks it like the sign-in
 * form does, then says where the reset link goes. Nothing is sent: the template has no server.
 */
import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { checkEmail, type FieldMessage } from '../shared/formValidation';

interface ForgotPasswordDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The address typed in the sign-in form, as a start (the opener remounts the dialog with a new `key`). */
  readonly initialEmail: string;
}

export default function ForgotPasswordDialog({ open, onClose, initialEmail }: ForgotPasswordDialogProps) {
  const titleId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState<FieldMessage>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkEmail(email);
    setMessage(found);
    if (!found) setSentTo(email.trim());
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Reset your password</DialogTitle>
      {sentTo === null ? (
        <form noValidate onSubmit={submit}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>
              Enter the email address of your account and we will send you a link to choose a new password.
            </DialogContentText>
            <TextField
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader opened the dialog to type this address
              autoFocus
              fullWidth
              label="Email address"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(message)}
              helperText={message}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained">
              Send link
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText role="status">
              A link to reset your password is on its way to {sentTo}. It stays valid for one hour.
            </DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form the focus was in is gone */}
            <Button autoFocus variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
