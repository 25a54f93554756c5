import Cookies from 'js-cookie';
import { FEEDBACK_ID_COOKIE, FEEDBACK_ID_COOKIE_MAX_AGE_S } from '../../data/constants';
import { persistentCookieAttributes } from '../cookies/persistentCookie';

/**
 * The anonymous id sent with feedback: a random version 4 UUID, created on the first submission and
 * kept in a first-party cookie. Readers who never submit get no cookie.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isAnonymousId(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

type FillRandom = (bytes: Uint8Array) => Uint8Array;

/**
 * A version 4 UUID from 16 random bytes. Built on `getRandomValues` rather than `randomUUID`,
 * which browsers offer only to secure (https) pages.
 */
export function randomUuid(fillRandom: FillRandom = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const bytes = fillRandom(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where the id is kept; the browser's cookies by default, a Map-like fake in tests. */
export interface IdStore {
  get(): string | undefined;
  set(value: string): void;
}

const COOKIE_ATTRIBUTES = persistentCookieAttributes(FEEDBACK_ID_COOKIE_MAX_AGE_S);

export const cookieIdStore: IdStore = {
  get: () => Cookies.get(FEEDBACK_ID_COOKIE),
  set: (value) => {
    Cookies.set(FEEDBACK_ID_COOKIE, value, COOKIE_ATTRIBUTES);
  },
};

/**
 * The stored id when there is a valid one; otherwise a new one, stored for next time. Blocked or
 * broken cookies never stop a submission: the new id is then used for this submission only.
 */
export function anonymousId(store: IdStore = cookieIdStore, newId: () => string = randomUuid): string {
  let stored: string | undefined;
  try {
    stored = store.get();
  } catch {
    stored = undefined;
  }
  if (isAnonymousId(stored)) return stored;
  const id = newId();
  try {
    store.set(id);
  } catch {
    // Cookies blocked: the id lasts for this submission.
  }
  return id;
}
