/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { FEEDBACK_ID_COOKIE } from '@site/src/data/constants';
import { anonymousId, cookieIdStore, isAnonymousId, randomUuid, type IdStore } from './anonymousId';

function memoryStore(initial?: string): IdStore & { value: string | undefined } {
  return {
    value: initial,
    get() {
      return this.value;
    },
    set(value) {
      this.value = value;
    },
  };
}

describe('randomUuid', () => {
  it('formats 16 random bytes as a version 4 UUID', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, index) => index * 17);
    expect(randomUuid((target) => (target.set(bytes), target))).toBe('00112233-4455-4677-8899-aabbccddeeff');
    const allOnes = randomUuid((target) => target.fill(0xff));
    expect(allOnes).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(isAnonymousId(allOnes)).toBe(true);
  });

  it('gives a different valid id each time with the real random source', () => {
    const first = randomUuid();
    const second = randomUuid();
    expect(isAnonymousId(first)).toBe(true);
    expect(isAnonymousId(second)).toBe(true);
    expect(first).not.toBe(second);
  });
});

describe('anonymousId', () => {
  const stored = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('creates an id once and stores it', () => {
    const store = memoryStore();
    const id = anonymousId(store, () => stored);
    expect(id).toBe(stored);
    expect(store.value).toBe(stored);
    expect(anonymousId(store, () => 'never used')).toBe(stored);
  });

  it('replaces a stored value that is not a UUID', () => {
    const store = memoryStore('<script>');
    expect(anonymousId(store, () => stored)).toBe(stored);
    expect(store.value).toBe(stored);
  });

  it('still gives an id when the cookies cannot be read or written', () => {
    const broken: IdStore = {
      get: () => {
        throw new Error('blocked');
      },
      set: () => {
        throw new Error('blocked');
      },
    };
    expect(anonymousId(broken, () => stored)).toBe(stored);
  });

  it('keeps the id in a first-party cookie that outlives the page', () => {
    Cookies.remove(FEEDBACK_ID_COOKIE, { path: '/' });
    const setCookie = jest.spyOn(document, 'cookie', 'set');
    const id = anonymousId();
    expect(isAnonymousId(id)).toBe(true);
    expect(cookieIdStore.get()).toBe(id);
    expect(anonymousId()).toBe(id);
    expect(setCookie).toHaveBeenCalledTimes(1);
    expect(setCookie.mock.calls[0][0]).toMatch(
      new RegExp(`^${FEEDBACK_ID_COOKIE}=${id}; path=/; sameSite=lax; max-age=31536000$`),
    );
    setCookie.mockRestore();
  });
});
