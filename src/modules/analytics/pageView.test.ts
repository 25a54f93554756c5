/** @jest-environment jsdom */
import { TITLE_WAIT_MS, afterTitleSettles, browserTitleWaitEnvironment, pageKey, pageViewFields } from './pageView';

describe('pageViewFields', () => {
  it('sends the canonical path without the language prefix, with the product of the page', () => {
    expect(pageViewFields('/zh/x/react-date-pickers/base-concepts', '基本概念')).toEqual({
      page_title: '基本概念',
      page_location: '/x/react-date-pickers/base-concepts',
      product_id: 'x-date-pickers',
      product_category: 'x',
    });
    expect(pageViewFields('/x/react-date-pickers/base-concepts', 'Base concepts').page_location).toBe(
      '/x/react-date-pickers/base-concepts',
    );
  });

  it('drops a trailing slash, hash and query', () => {
    expect(pageViewFields('/x/react-charts/bars/#stacking', 'Bars').page_location).toBe('/x/react-charts/bars');
    expect(pageViewFields('/zh/', '首页').page_location).toBe('/');
  });

  it('names the product and category of core, X and other pages', () => {
    expect(pageViewFields('/getting-started/installation', 'Installation')).toMatchObject({
      product_id: 'material-ui',
      product_category: 'core',
    });
    expect(pageViewFields('/zh/x/api/data-grid/data-grid', 'DataGrid')).toMatchObject({
      product_id: 'x-data-grid',
      product_category: 'x',
    });
    expect(pageViewFields('/x/introduction', 'Overview')).toMatchObject({ product_id: 'x', product_category: 'x' });
    expect(pageViewFields('/versions', 'Versions')).toMatchObject({ product_id: 'docs', product_category: 'docs' });
  });

  it('keeps blog paths as they are (never language-prefixed)', () => {
    expect(pageViewFields('/blog/2024/release', 'Release').page_location).toBe('/blog/2024/release');
  });
});

describe('pageKey', () => {
  it('is the same for the same page whatever its hash, query or trailing slash', () => {
    expect(pageKey('/x/a')).toBe('/x/a');
    expect(pageKey('/x/a/')).toBe('/x/a');
    expect(pageKey('/x/a#b')).toBe('/x/a');
    expect(pageKey('')).toBe('/');
  });

  it('tells the two languages of a page apart', () => {
    expect(pageKey('/zh/x/a')).not.toBe(pageKey('/x/a'));
  });
});

describe('afterTitleSettles', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.title = 'Old page';
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const env = browserTitleWaitEnvironment;
  /** Lets MutationObserver callbacks (microtasks) run. */
  const flushMicrotasks = () => Promise.resolve();

  it('waits for the next frame, then reports the title written in that frame', () => {
    const onTitle = jest.fn();
    afterTitleSettles('Old page', onTitle, env());
    window.requestAnimationFrame(() => {
      document.title = 'New page';
    });
    expect(onTitle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(16);
    jest.advanceTimersByTime(1);
    expect(onTitle).toHaveBeenCalledTimes(1);
    expect(onTitle).toHaveBeenCalledWith('New page');
  });

  it('reports the first page of a visit after one frame, whatever its title', () => {
    const onTitle = jest.fn();
    afterTitleSettles(null, onTitle, env());
    jest.advanceTimersByTime(20);
    expect(onTitle).toHaveBeenCalledWith('Old page');
  });

  it('when the old title is still there, waits for the title to change', async () => {
    const onTitle = jest.fn();
    afterTitleSettles('Old page', onTitle, env());
    jest.advanceTimersByTime(20);
    expect(onTitle).not.toHaveBeenCalled();
    document.title = 'Late title';
    await flushMicrotasks();
    expect(onTitle).toHaveBeenCalledTimes(1);
    expect(onTitle).toHaveBeenCalledWith('Late title');
    jest.advanceTimersByTime(TITLE_WAIT_MS * 2);
    expect(onTitle).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after TITLE_WAIT_MS (two pages can share a title)', () => {
    const onTitle = jest.fn();
    afterTitleSettles('Old page', onTitle, env());
    jest.advanceTimersByTime(20);
    jest.advanceTimersByTime(TITLE_WAIT_MS - 30);
    expect(onTitle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(30);
    expect(onTitle).toHaveBeenCalledWith('Old page');
  });

  it('can be cancelled at any stage', async () => {
    const early = jest.fn();
    afterTitleSettles('Old page', early, env())();
    jest.advanceTimersByTime(20);
    expect(early).not.toHaveBeenCalled();

    const watching = jest.fn();
    const cancel = afterTitleSettles('Old page', watching, env());
    jest.advanceTimersByTime(20);
    cancel();
    document.title = 'Another';
    await flushMicrotasks();
    jest.advanceTimersByTime(TITLE_WAIT_MS);
    expect(watching).not.toHaveBeenCalled();
  });
});
