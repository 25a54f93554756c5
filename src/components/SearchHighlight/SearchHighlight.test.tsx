/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import SearchHighlight from './index';

const replace = jest.fn();
const location = { pathname: '/x/introduction/licensing', search: '', hash: '' };

jest.mock('@docusaurus/router', () => ({
  useLocation: () => location,
  useHistory: () => ({ replace }),
}));

const clearMarks = jest.fn();
const highlightPage = jest.fn((_baseUrl: string) => Promise.resolve(clearMarks));
jest.mock('@site/src/modules/search/highlight', () => ({
  ...jest.requireActual('@site/src/modules/search/highlight'),
  highlightPage: (baseUrl: string) => highlightPage(baseUrl),
}));

/** Lets the animation frame and the highlighter's promise run. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

beforeEach(() => {
  replace.mockClear();
  clearMarks.mockClear();
  highlightPage.mockClear();
});

it('does nothing on a page not opened from a search result', async () => {
  location.search = '?lang=en';
  render(<SearchHighlight />);
  await settle();
  expect(highlightPage).not.toHaveBeenCalled();
  expect(screen.queryByRole('button')).toBeNull();
});

it('marks the terms and offers a native button, in the page bundle, that clears them and the URL', async () => {
  location.search = '?pagefind-highlight=license&pagefind-highlight=key&tab=ts';
  render(<SearchHighlight />);
  // The button shows without waiting for any chunk: it must work offline (service-worker.test.ts).
  const button = await screen.findByRole('button', { name: 'Clear search highlight' });
  expect(highlightPage).toHaveBeenCalledWith('/');
  expect(button.tagName).toBe('BUTTON');
  expect(button.getAttribute('type')).toBe('button');
  fireEvent.click(button);
  expect(clearMarks).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith(expect.objectContaining({ search: '?tab=ts' }));
  expect(screen.queryByRole('button')).toBeNull();
});

it('shows no button when the highlighter cannot load, and the page stays', async () => {
  location.search = '?pagefind-highlight=license';
  highlightPage.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  const { container } = render(
    <main>
      <p>Page</p>
      <SearchHighlight />
    </main>,
  );
  await settle();
  expect(screen.queryByRole('button')).toBeNull();
  expect(container.textContent).toBe('Page');
});

it('removes its marks when the reader leaves the page', async () => {
  location.search = '?pagefind-highlight=license';
  const { unmount } = render(<SearchHighlight />);
  await screen.findByRole('button', { name: 'Clear search highlight' });
  unmount();
  expect(clearMarks).toHaveBeenCalledTimes(1);
});
