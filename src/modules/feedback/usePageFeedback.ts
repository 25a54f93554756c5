import { useCallback, useReducer, useRef } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { useServiceUrls } from '../config/useServiceUrls';
import { useCurrentLanguage } from '../i18n/useCurrentLanguage';
import { usePageProduct } from '../products/usePageProduct';
import { anonymousId } from './anonymousId';
import { buildFeedbackPayload, pageVersion, type FeedbackRating } from './feedbackPayload';
import { canSubmit, feedbackReducer, INITIAL_FEEDBACK_STATE, type FeedbackState } from './feedbackState';
import { submitFeedback } from './submitFeedback';

export interface PageFeedback {
  readonly state: FeedbackState;
  vote(rating: FeedbackRating): void;
  edit(comment: string): void;
  /** Sends the vote and comment; does nothing while a submission is in flight or once one succeeded. */
  submit(): void;
}

/**
 * The feedback form of the docs page being shown: its state, and a submit that POSTs the page,
 * vote, comment, language, version and anonymous id to the configured endpoint.
 */
export function usePageFeedback(): PageFeedback {
  const [state, dispatch] = useReducer(feedbackReducer, INITIAL_FEEDBACK_STATE);
  const { feedbackEndpoint } = useServiceUrls();
  const language = useCurrentLanguage();
  const { canonicalPathname } = usePageProduct();
  const docsVersion = useDocsVersion();
  const version = pageVersion(docsVersion.pluginId, docsVersion.label);

  // The state seen by the last render may be stale for a second click in the same frame; this ref is not.
  const inFlight = useRef(false);
  const latest = useRef(state);
  latest.current = state;

  const submit = useCallback(() => {
    const current = latest.current;
    if (inFlight.current || !canSubmit(current) || current.rating === null) return;
    inFlight.current = true;
    dispatch({ type: 'submit' });
    const payload = buildFeedbackPayload({
      page: canonicalPathname,
      rating: current.rating,
      comment: current.comment,
      language,
      version,
      anonymousId: anonymousId(),
    });
    void submitFeedback(feedbackEndpoint, payload).then((outcome) => {
      inFlight.current = false;
      dispatch({ type: outcome.ok ? 'succeeded' : 'failed' });
    });
  }, [canonicalPathname, feedbackEndpoint, language, version]);

  const vote = useCallback((rating: FeedbackRating) => dispatch({ type: 'vote', rating }), []);
  const edit = useCallback((comment: string) => dispatch({ type: 'edit', comment }), []);
  return { state, vote, edit, submit };
}
