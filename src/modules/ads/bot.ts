import { isbot } from 'isbot';

/** True for crawlers and other automated clients (by user agent, with `isbot`'s list); they get no ad. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '');
}
