/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { persistentCookieAttributes } from './persistentCookie';

describe('persistentCookieAttributes', () => {
  it('scopes the cookie to the whole site, same-site lax, for the given lifetime', () => {
    expect(persistentCookieAttributes(3600)).toEqual({ path: '/', sameSite: 'lax', 'max-age': '3600' });
  });

  it('reaches the cookie string through js-cookie', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    Cookies.set('probe', '1', persistentCookieAttributes(60));
    expect(written[0]).toContain('max-age=60');
    expect(written[0]).toContain('path=/');
    jest.restoreAllMocks();
  });
});
