import { browserLocalStorage, browserSessionStorage } from './browserStorage';

it('gives null outside a browser (server rendering)', () => {
  expect(browserLocalStorage()).toBeNull();
  expect(browserSessionStorage()).toBeNull();
});
