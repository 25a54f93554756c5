import React, { useId } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { translate } from '@docusaurus/Translate';
import { isSubmitShortcut } from '@site/src/modules/feedback/isSubmitShortcut';
import { focusRing } from './focusRing';
import styles from './styles.module.css';

export interface CommentFormProps {
  /** The label of the comment box, which follows the vote. */
  prompt: string;
  comment: string;
  sending: boolean;
  onEdit(comment: string): void;
  onSubmit(): void;
}

/**
 * The optional comment after a vote: a multiline text field (its value only ever plain text) and
 * the Send button; Ctrl/Cmd+Enter sends too. Loaded on demand by PageFeedback.
 */
export default function CommentForm({
  prompt,
  comment,
  sending,
  onEdit,
  onSubmit,
}: CommentFormProps): React.JSX.Element {
  const commentId = useId();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        id={commentId}
        label={prompt}
        helperText={translate({
          id: 'feedback.hint',
          message: 'Optional. Ctrl+Enter (⌘+Enter on a Mac) sends it.',
          description: 'Hint under the page feedback comment box',
        })}
        multiline
        minRows={3}
        fullWidth
        value={comment}
        onChange={(event) => onEdit(event.target.value)}
        onKeyDown={(event) => {
          if (isSubmitShortcut(event.nativeEvent)) {
            event.preventDefault();
            onSubmit();
          }
        }}
        InputProps={{ readOnly: sending }}
      />
      <Button type="submit" variant="contained" disabled={sending} sx={{ ...focusRing, textTransform: 'none' }}>
        {sending
          ? translate({
              id: 'feedback.sending',
              message: 'Sending…',
              description: 'Send button of the page feedback while sending',
            })
          : translate({ id: 'feedback.send', message: 'Send', description: 'Send button of the page feedback' })}
      </Button>
    </form>
  );
}
