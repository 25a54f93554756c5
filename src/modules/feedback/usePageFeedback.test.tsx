/** @jest-environment jsdom */
/**
 * The feedback form's hook: what it sends, when it refuses to send, and how the outcome lands.
 * The form around it is tested in src/components/PageFeedback/PageFeedback.test.tsx; the real
 * cross-origin request in test/e2e/feedback.test.ts.
 */
import { act, renderHook } from '@testing-library/react';
import { CORE_VERSION_LABEL } from '@site/src/data/constants';
import { mockLocation } from '@site/test/mocks/router';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import { usePageFeedback } from './usePageFeedback';

const mockDocsVersion = { pluginId: 'x', label: '7.14.0' };
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsVersion: () => mockDocsVersion }));

const ENDPOINT = 'http://127.0.0.1:9/feedback';
type FetchMock = jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
let fetchMock: FetchMock;
/** Settles the oldest request in flight. */
let answers: Array<(ok: boolean) => void>;

beforeEach(() => {
  mockLocation.pathname = '/zh/x/react-charts/bars/';
  mockDocsVersion.pluginId = 'x';
  mockDocusaurusContext.i18n.currentLocale = 'zh';
  mockDocusaurusContext.siteConfig.customFields = { services: { feedbackEndpoint: ENDPOINT } };
  answers = [];
  fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(
    () => new Promise<Response>((resolve) => answers.push((ok) => resolve({ ok, status: ok ? 204 : 500 } as Response))),
  );
  global.fetch = fetchMock;
});
afterEach(() => {
  mockDocusaurusContext.i18n.currentLocale = 'en';
  mockDocusaurusContext.siteConfig.customFields = {};
  mockLocation.pathname = '/x/introduction/licensing';
});

const body = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
const answer = (ok: boolean) =>
  act(async () => {
    answers.shift()?.(ok);
  });

describe('usePageFeedback', () => {
  it('starts with no vote and sends nothing before one', () => {
    const { result } = renderHook(() => usePageFeedback());
    expect(result.current.state).toEqual({ rating: null, comment: '', status: 'editing' });
    act(() => result.current.submit());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the canonical page, the vote, the trimmed comment, the build's language, the docs version and an anonymous id", () => {
    const { result } = renderHook(() => usePageFeedback());
    act(() => result.current.vote('down'));
    act(() => result.current.edit('  The legend is missing.  '));
    act(() => result.current.submit());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ENDPOINT);
    expect(body()).toEqual({
      page: '/x/react-charts/bars',
      rating: 'down',
      comment: 'The legend is missing.',
      language: 'zh',
      version: '7.14.0',
      anonymousId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(result.current.state.status).toBe('sending');
  });

  it("reports Material UI's version on the core pages", () => {
    mockDocsVersion.pluginId = 'default';
    mockLocation.pathname = '/getting-started/usage';
    const { result } = renderHook(() => usePageFeedback());
    act(() => result.current.vote('up'));
    act(() => result.current.submit());
    expect(body()).toMatchObject({ page: '/getting-started/usage', version: CORE_VERSION_LABEL });
  });

  it('sends once for two submits in the same moment, before a render shows the first', () => {
    const { result } = renderHook(() => usePageFeedback());
    act(() => result.current.vote('up'));
    act(() => {
      result.current.submit();
      result.current.submit();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is sent after a 2xx answer, and sends nothing more', async () => {
    const { result } = renderHook(() => usePageFeedback());
    act(() => result.current.vote('up'));
    act(() => result.current.submit());
    await answer(true);
    expect(result.current.state.status).toBe('sent');
    act(() => result.current.submit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails on another answer, keeps the vote and comment, and may send them again with the same id', async () => {
    const { result } = renderHook(() => usePageFeedback());
    act(() => result.current.vote('down'));
    act(() => result.current.edit('Typo'));
    act(() => result.current.submit());
    await answer(false);
    expect(result.current.state).toEqual({ rating: 'down', comment: 'Typo', status: 'failed' });
    act(() => result.current.submit());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(body(1)).toEqual(body(0));
  });
});
