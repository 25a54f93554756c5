import { CORE_VERSION_LABEL, type Language } from '../../data/constants';

/** The reader's answer to "Was this page helpful?". */
export type FeedbackRating = 'up' | 'down';

/** The JSON body of one feedback submission (the contract is in notes/feedback.md, "Endpoint contract"). */
export interface FeedbackPayload {
  /** Canonical path of the page, without language prefix, hash or trailing slash: `/x/react-charts/bars`. */
  readonly page: string;
  readonly rating: FeedbackRating;
  /** What the reader typed, trimmed; '' when they wrote nothing. Plain text, never HTML. */
  readonly comment: string;
  readonly language: Language;
  /** Version of the library the page documents: the /x/ docs version label, or Material UI's for core pages. */
  readonly version: string;
  /** A random UUID kept in a first-party cookie; it groups one reader's submissions and nothing else. */
  readonly anonymousId: string;
}

/**
 * The version a docs page belongs to: pages of the versioned `x` docs area report their docs
 * version label (7.14.0 today, the frozen label in an archived version); the core sections
 * document Material UI and report its version.
 */
export function pageVersion(docsPluginId: string | undefined, docsVersionLabel: string | undefined): string {
  if (docsPluginId === 'x' && docsVersionLabel) return docsVersionLabel;
  return CORE_VERSION_LABEL;
}

export function buildFeedbackPayload(fields: FeedbackPayload): FeedbackPayload {
  return {
    page: fields.page,
    rating: fields.rating,
    comment: fields.comment.trim(),
    language: fields.language,
    version: fields.version,
    anonymousId: fields.anonymousId,
  };
}
