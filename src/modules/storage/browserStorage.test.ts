/** @jest-environment jsdom */
import { browserLocalStorage, browserSessionStorage } from './browserStorage';

describe('browserStorage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives the page storage in a browser', () => {
    expect(browserLocalStorage()).toBe(window.localStorage);
    expect(browserSessionStorage()).toBe(window.sessionStorage);
  });

  it('gives null when reading the property throws (storage blocked)', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(browserLocalStorage()).toBeNull();
    expect(browserSessionStorage()).toBe(window.sessionStorage);
  });
});
