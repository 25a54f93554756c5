import { isBotUserAgent } from './bot';

describe('isBotUserAgent', () => {
  it('recognises crawlers and headless browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ]) {
      expect(isBotUserAgent(agent)).toBe(true);
    }
  });

  it('lets readers through', () => {
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ]) {
      expect(isBotUserAgent(agent)).toBe(false);
    }
  });

  it('treats a missing user agent as no bot (isbot leaves that undecided)', () => {
    expect(isBotUserAgent('')).toBe(false);
    expect(isBotUserAgent(undefined)).toBe(false);
  });
});
