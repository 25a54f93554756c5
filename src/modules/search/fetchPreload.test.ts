/** @jest-environment jsdom */
import { appendFetchPreload } from './fetchPreload';

describe('appendFetchPreload', () => {
  afterEach(() => (document.head.innerHTML = ''));

  it('adds a preload in the request mode of the engine’s fetch', () => {
    appendFetchPreload(document, '/pagefind/index/en_l.pf_index');
    const link = document.head.querySelector('link')!;
    expect([link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')]).toEqual([
      'preload',
      'fetch',
      'anonymous',
      '/pagefind/index/en_l.pf_index',
    ]);
  });
});
