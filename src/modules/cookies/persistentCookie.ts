import type Cookies from 'js-cookie';

type CookieAttributes = NonNullable<Parameters<typeof Cookies.set>[2]>;

/**
 * Attributes of a first-party cookie that lives `maxAgeSeconds` on the whole site. js-cookie v3
 * writes unknown attributes as is, so `max-age` reaches the cookie string.
 */
export function persistentCookieAttributes(maxAgeSeconds: number): CookieAttributes {
  return { path: '/', sameSite: 'lax', 'max-age': String(maxAgeSeconds) };
}
