/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FEEDBACK_TIMEOUT_MS } from '@site/src/data/constants';
import { mockLocation } from '@site/test/mocks/router';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import PageFeedback from './index';

const mockDocsVersion = { pluginId: 'x', label: '7.14.0' };
jest.mock('@docusaurus/plugin-content-docs/client', () => ({ useDocsVersion: () => mockDocsVersion }));

const ENDPOINT = 'http://127.0.0.1:9/feedback';
const ERROR = "Couldn't submit feedback. Please try again later.";
const THANKS = 'Thank you for your feedback!';

type FetchMock = jest.Mock<ReturnType<typeof fetch>, Parameters<typeof fetch>>;
let fetchMock: FetchMock;
/** Settles the request in flight, as the endpoint would. */
let answer: (response: Response | Error) => void;

beforeEach(() => {
  mockLocation.pathname = '/x/react-charts/bars';
  mockDocusaurusContext.siteConfig.customFields = { services: { feedbackEndpoint: ENDPOINT } };
  fetchMock = jest.fn(
    (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        answer = (response) => (response instanceof Error ? reject(response) : resolve(response));
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  global.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
  mockDocusaurusContext.siteConfig.customFields = {};
});

const upButton = () => screen.getByRole('button', { name: 'Yes, it was helpful' });
const downButton = () => screen.getByRole('button', { name: 'No, it was not helpful' });
const sendButton = () => screen.getByRole('button', { name: /^Send/ });
const status = () => screen.getByRole('status');
/** Votes and waits for the comment box, whose code PageFeedback loads on demand. */
async function vote(button: HTMLElement): Promise<void> {
  fireEvent.click(button);
  await screen.findByRole('textbox');
}
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body)) as Record<string, unknown>;

/** jsdom has no fetch Response; the component reads only `ok` and `status`. */
const httpAnswer = (code: number) => ({ ok: code >= 200 && code < 300, status: code }) as Response;

async function settle(response: Response | Error): Promise<void> {
  await act(async () => {
    answer(response);
  });
}

describe('<PageFeedback>', () => {
  it('asks the question with two unpressed vote buttons and no comment box yet', () => {
    render(<PageFeedback />);
    expect(screen.getByRole('group', { name: 'Was this page helpful?' })).toBeInTheDocument();
    expect(upButton()).toHaveAttribute('aria-pressed', 'false');
    expect(downButton()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toHaveTextContent('');
  });

  it('asks a different question for each vote and marks the chosen one pressed', async () => {
    render(<PageFeedback />);
    await vote(upButton());
    expect(upButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'What did you find most useful?' })).toBeInTheDocument();
    await vote(downButton());
    expect(upButton()).toHaveAttribute('aria-pressed', 'false');
    expect(downButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'What was missing or wrong?' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the page, vote, comment, language, version and anonymous id, then thanks the reader', async () => {
    render(<PageFeedback />);
    await vote(upButton());
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' The bar demos ' } });
    fireEvent.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(ENDPOINT);
    const body = sentBody();
    expect(body).toEqual({
      page: '/x/react-charts/bars',
      rating: 'up',
      comment: 'The bar demos',
      language: 'en',
      version: '7.14.0',
      anonymousId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    await settle(httpAnswer(204));
    expect(status()).toHaveTextContent(THANKS);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(upButton()).toBeDisabled();
  });

  it('reuses the anonymous id for the next submission', async () => {
    const first = render(<PageFeedback />);
    await vote(downButton());
    fireEvent.click(sendButton());
    await settle(httpAnswer(200));
    first.unmount();
    render(<PageFeedback />);
    await vote(upButton());
    fireEvent.click(sendButton());
    expect(sentBody(1).anonymousId).toBe(sentBody(0).anonymousId);
    expect(sentBody(0).comment).toBe('');
  });

  it.each([
    ['a server error', () => httpAnswer(500)],
    ['a network error', () => new TypeError('Failed to fetch')],
  ])('shows the failure message after %s and keeps the comment', async (_label, outcome) => {
    render(<PageFeedback />);
    await vote(downButton());
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'The export section is out of date' } });
    fireEvent.click(sendButton());
    await settle(outcome());
    expect(status()).toHaveTextContent(ERROR);
    expect(screen.getByRole('textbox')).toHaveValue('The export section is out of date');
    expect(sendButton()).toBeEnabled();
    fireEvent.click(sendButton());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(1).comment).toBe('The export section is out of date');
  });

  it('gives up on an endpoint that does not answer', async () => {
    jest.useFakeTimers();
    render(<PageFeedback />);
    await vote(upButton());
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Still here' } });
    fireEvent.click(sendButton());
    await act(async () => {
      jest.advanceTimersByTime(FEEDBACK_TIMEOUT_MS);
    });
    expect(status()).toHaveTextContent(ERROR);
    expect(screen.getByRole('textbox')).toHaveValue('Still here');
  });

  it('sends once however often Send is pressed while a submission is in flight', async () => {
    render(<PageFeedback />);
    await vote(upButton());
    const send = sendButton();
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.submit(send.closest('form')!);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', ctrlKey: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(send).toBeDisabled();
    expect(upButton()).toBeDisabled();
    await settle(httpAnswer(201));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends with Ctrl+Enter or Cmd+Enter, and a plain Enter does not send', async () => {
    render(<PageFeedback />);
    await vote(downButton());
    const box = screen.getByRole('textbox');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await settle(httpAnswer(500));
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps markup in the comment as text', async () => {
    const { container } = render(<PageFeedback />);
    await vote(upButton());
    const markup = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    fireEvent.change(screen.getByRole('textbox'), { target: { value: markup } });
    fireEvent.click(sendButton());
    expect(sentBody().comment).toBe(markup);
    await settle(httpAnswer(500));
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('textbox')).toHaveValue(markup);
  });

  it('reports the Chinese build and the core version on core pages', async () => {
    mockLocation.pathname = '/zh/components/buttons/';
    mockDocusaurusContext.i18n.currentLocale = 'zh';
    mockDocsVersion.pluginId = 'default';
    try {
      render(<PageFeedback />);
      await vote(upButton());
      fireEvent.click(sendButton());
      expect(sentBody()).toMatchObject({ page: '/components/buttons', language: 'zh', version: '5.18.0' });
    } finally {
      mockDocusaurusContext.i18n.currentLocale = 'en';
      mockDocsVersion.pluginId = 'x';
    }
  });
});
