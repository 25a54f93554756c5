import type { FeedbackRating } from './feedbackPayload';

/**
 * The feedback form of one page: the vote and the comment being written, and where the submission
 * stands. `sending` admits no second submission; a failure keeps the vote and the comment so the
 * reader can send them again.
 */
export type FeedbackStatus = 'editing' | 'sending' | 'sent' | 'failed';

export interface FeedbackState {
  readonly rating: FeedbackRating | null;
  readonly comment: string;
  readonly status: FeedbackStatus;
}

export type FeedbackAction =
  | { readonly type: 'vote'; readonly rating: FeedbackRating }
  | { readonly type: 'edit'; readonly comment: string }
  | { readonly type: 'submit' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed' };

export const INITIAL_FEEDBACK_STATE: FeedbackState = { rating: null, comment: '', status: 'editing' };

/** True when a submission may start now: a vote is chosen and nothing is in flight or done. */
export function canSubmit(state: FeedbackState): boolean {
  return state.rating !== null && (state.status === 'editing' || state.status === 'failed');
}

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  switch (action.type) {
    case 'vote':
      // The vote may change until it is sent; a failure message goes once the reader acts again.
      if (state.status === 'sending' || state.status === 'sent') return state;
      return { ...state, rating: action.rating, status: 'editing' };
    case 'edit':
      // The text being sent stays as it was sent; after a failure it is the reader's to change.
      if (state.status === 'sending' || state.status === 'sent') return state;
      return { ...state, comment: action.comment };
    case 'submit':
      return canSubmit(state) ? { ...state, status: 'sending' } : state;
    case 'succeeded':
      return state.status === 'sending' ? { ...state, status: 'sent' } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'failed' } : state;
    default:
      return state;
  }
}
