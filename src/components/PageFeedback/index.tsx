import React, { useId } from 'react';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import type { FeedbackRating } from '@site/src/modules/feedback/feedbackPayload';
import { usePageFeedback } from '@site/src/modules/feedback/usePageFeedback';
import PlainIconButton from '@site/src/components/PlainIconButton';
import { onDemand } from '@site/src/modules/react/onDemand';
import styles from './styles.module.css';

// The comment box (a multiline text field and the Send button) only shows after a vote: its code is
// loaded when the reader first points at or focuses a vote button, not with every docs page. When it
// cannot load (offline), the vote stands without it, and the next vote tries again.
const commentForm = onDemand(() => import('./CommentForm'));

/** The message every failed submission shows (spec section 8). */
export function feedbackErrorMessage(): string {
  return translate({
    id: 'feedback.error',
    message: "Couldn't submit feedback. Please try again later.",
    description: 'Shown when page feedback could not be sent (network error, server error or timeout)',
  });
}

function votes(): ReadonlyArray<{
  rating: FeedbackRating;
  label: string;
  icon: React.ReactNode;
  pressedIcon: React.ReactNode;
}> {
  return [
    {
      rating: 'up',
      label: translate({
        id: 'feedback.vote.up',
        message: 'Yes, it was helpful',
        description: 'Thumbs up button of the page feedback',
      }),
      icon: <ThumbUpOutlinedIcon fontSize="small" />,
      pressedIcon: <ThumbUpIcon fontSize="small" />,
    },
    {
      rating: 'down',
      label: translate({
        id: 'feedback.vote.down',
        message: 'No, it was not helpful',
        description: 'Thumbs down button of the page feedback',
      }),
      icon: <ThumbDownOutlinedIcon fontSize="small" />,
      pressedIcon: <ThumbDownIcon fontSize="small" />,
    },
  ];
}

function commentPrompt(rating: FeedbackRating): string {
  return rating === 'up'
    ? translate({
        id: 'feedback.prompt.up',
        message: 'What did you find most useful?',
        description: 'Comment box label after a thumbs up',
      })
    : translate({
        id: 'feedback.prompt.down',
        message: 'What was missing or wrong?',
        description: 'Comment box label after a thumbs down',
      });
}

/**
 * "Was this page helpful?" at the foot of a docs page: a thumbs up or down, then an optional comment
 * whose prompt follows the vote, sent with the Send button or Ctrl/Cmd+Enter. The comment is only
 * ever a text field's value: nothing the reader types is rendered as markup. It is on every docs
 * page, so it draws with plain elements and CSS in MUI's look; the comment form (MUI's text field and
 * button) is loaded when wanted.
 */
export default function PageFeedback(): React.JSX.Element {
  const { state, vote, edit, submit } = usePageFeedback();
  const questionId = useId();
  const sending = state.status === 'sending';
  const sent = state.status === 'sent';

  let statusMessage = '';
  if (sent) {
    statusMessage = translate({
      id: 'feedback.thanks',
      message: 'Thank you for your feedback!',
      description: 'Shown after page feedback was sent',
    });
  } else if (state.status === 'failed') {
    statusMessage = feedbackErrorMessage();
  }

  return (
    <section className={styles.feedback} aria-labelledby={questionId}>
      <div className={styles.question}>
        <p id={questionId} className={styles.questionText}>
          {translate({
            id: 'feedback.question',
            message: 'Was this page helpful?',
            description: 'Question at the foot of every docs page',
          })}
        </p>
        <div
          role="group"
          aria-labelledby={questionId}
          className={styles.votes}
          onPointerEnter={commentForm.preload}
          onFocus={commentForm.preload}
        >
          {votes().map(({ rating, label, icon, pressedIcon }) => {
            const pressed = state.rating === rating;
            return (
              <PlainIconButton
                key={rating}
                aria-label={label}
                aria-pressed={pressed}
                color={pressed ? 'primary' : 'default'}
                disabled={sending || sent}
                onClick={() => vote(rating)}
              >
                {pressed ? pressedIcon : icon}
              </PlainIconButton>
            );
          })}
        </div>
      </div>
      {state.rating !== null && !sent && (
        <commentForm.Part
          key={state.rating}
          prompt={commentPrompt(state.rating)}
          comment={state.comment}
          sending={sending}
          onEdit={edit}
          onSubmit={submit}
        />
      )}
      <p role="status" aria-live="polite" className={clsx(styles.status, state.status === 'failed' && styles.failed)}>
        {statusMessage}
      </p>
    </section>
  );
}
