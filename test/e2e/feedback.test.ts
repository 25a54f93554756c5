/**
 * A reader answers "Was this page helpful?" at the foot of a docs page. The endpoint the build is
 * configured with is intercepted and forwarded to a local fake (test/fakes/feedbackServer.ts), so the
 * built site talks to a server the test controls whatever address it was built with.
 */
import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { CORE_VERSION_LABEL, FEEDBACK_ID_COOKIE, FEEDBACK_TIMEOUT_MS, VERSION_LABEL } from '../../src/data/constants';
import { newContext, watchProblems, type PageProblems } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { useServedSite } from '../support/suite';
import { FAKE_FEEDBACK_PATH, sitePath } from '../support/fakeAssets';
import { closedPortUrl, startFeedbackServer, type FakeFeedbackServer } from '../fakes/feedbackServer';

/** Where the test build posts page feedback (a path of the site, PORTAL_FEEDBACK_URL). */
const ENDPOINT = sitePath(FAKE_FEEDBACK_PATH);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const FAILURE = "Couldn't submit feedback. Please try again later.";
const THANKS = 'Thank you for your feedback!';

describe('page feedback', () => {
  const site = useServedSite();
  let fake: FakeFeedbackServer;
  let context: BrowserContext | undefined;
  let page: Page;
  let problems: PageProblems;
  /** Submissions the page itself sent (before any forwarding). */
  let sent: number;

  beforeEach(async () => {
    fake = await startFeedbackServer();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
    await fake.close();
  });

  /** Opens a docs page whose feedback requests go to `target` (the fake unless told otherwise). */
  const open = async (path: string, { target = fake.url, fakeClock = false } = {}): Promise<void> => {
    context = await newContext(site.browser);
    page = await context.newPage();
    problems = watchProblems(page);
    sent = 0;
    page.on('request', (request) => {
      if (ENDPOINT(new URL(request.url())) && request.method() === 'POST') sent += 1;
    });
    await page.route(ENDPOINT, async (route) => {
      try {
        await route.fulfill({ response: await route.fetch({ url: target }) });
      } catch {
        // Nothing listens at the target (or the page went away): the browser sees a refused connection.
        await route.abort('connectionrefused').catch(() => undefined);
      }
    });
    if (fakeClock) await page.clock.install();
    await page.goto(site.origin + path);
    await page.locator('html[data-has-hydrated=true]').waitFor({ state: 'attached' });
  };

  const status = () => page.getByRole('status').filter({ hasText: /./ });
  const commentBox = () => page.getByRole('textbox', { name: /missing or wrong|most useful/ });
  const json = (index = 0) => fake.requests[index].json as Record<string, unknown>;
  /** Console errors other than the browser's own report of the failed request. */
  const unexpectedProblems = () => [
    ...problems.pageErrors,
    ...problems.consoleErrors.filter((error) => !/Failed to load resource|net::ERR_/.test(error)),
  ];

  it('en: sends the vote and comment once and thanks the reader', async () => {
    await open('/x/introduction/licensing');
    const up = page.getByRole('button', { name: 'Yes, it was helpful' });
    assert.equal(await up.getAttribute('aria-pressed'), 'false');
    await up.click();
    assert.equal(await up.getAttribute('aria-pressed'), 'true');
    await page.getByRole('textbox', { name: 'What did you find most useful?' }).fill('The plan comparison');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').getByText(THANKS).waitFor();
    assert.equal(fake.requests.length, 1);
    assert.equal(sent, 1);
    const request = fake.requests[0];
    assert.equal(request.method, 'POST');
    assert.match(request.contentType ?? '', /^application\/json/);
    const body = json();
    assert.deepEqual(Object.keys(body).sort(), ['anonymousId', 'comment', 'language', 'page', 'rating', 'version']);
    assert.deepEqual(
      { ...body, anonymousId: undefined },
      {
        page: '/x/introduction/licensing',
        rating: 'up',
        comment: 'The plan comparison',
        language: 'en',
        version: VERSION_LABEL,
        anonymousId: undefined,
      },
    );
    assert.match(String(body.anonymousId), UUID);
    const cookie = (await context!.cookies()).find((entry) => entry.name === FEEDBACK_ID_COOKIE);
    assert.equal(cookie?.value, body.anonymousId);
    assert.ok(
      (cookie?.expires ?? 0) - Date.now() / 1000 > 300 * 24 * 3600,
      'the anonymous id cookie lasts about a year',
    );
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('zh: works from the keyboard, in Chinese, with Ctrl+Enter', async () => {
    await open('/zh/getting-started/usage');
    assert.ok(await page.getByRole('group', { name: '这个页面对你有帮助吗？' }).isVisible());
    await page.getByRole('button', { name: '没有帮助' }).press('Enter');
    const box = page.getByRole('textbox', { name: '缺少了什么，或者哪里有误？' });
    await box.focus();
    await page.keyboard.type('需要更多示例');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('status').getByText('感谢你的反馈！').waitFor();
    assert.equal(fake.requests.length, 1);
    assert.deepEqual(
      { ...json(), anonymousId: undefined },
      {
        page: '/getting-started/usage',
        rating: 'down',
        comment: '需要更多示例',
        language: 'zh',
        version: CORE_VERSION_LABEL,
        anonymousId: undefined,
      },
    );
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('a double-click sends once, and markup in the comment is sent as text and never runs', async () => {
    await open('/x/react-charts');
    await page.getByRole('button', { name: 'Yes, it was helpful' }).click();
    const markup = '<img src=x onerror="window.feedbackInjected=true"><b>bold</b>';
    await commentBox().fill(markup);
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await page.getByRole('status').getByText(THANKS).waitFor();
    assert.equal(sent, 1);
    assert.equal(fake.requests.length, 1);
    assert.equal(json().comment, markup);
    assert.equal(await page.evaluate(() => (window as { feedbackInjected?: boolean }).feedbackInjected), undefined);
    assert.equal(await page.locator('img[src="x"], article b:text-is("bold")').count(), 0);
    assert.deepEqual(unexpectedProblems(), []);
  });

  /** Votes, writes a comment, sends it, and checks the failure message and the kept comment. */
  const failAndKeepComment = async (settle?: () => Promise<void>): Promise<void> => {
    await page.getByRole('button', { name: 'No, it was not helpful' }).click();
    const comment = 'The pagination section needs a server-side example';
    await commentBox().fill(comment);
    await page.getByRole('button', { name: 'Send' }).click();
    await settle?.();
    await status().getByText(FAILURE, { exact: true }).waitFor();
    assert.equal(await commentBox().inputValue(), comment);
    assert.ok(await page.getByRole('button', { name: 'Send' }).isEnabled(), 'the reader can try again');
    assert.equal(sent, 1);
  };

  it('a 500 answer shows the failure message and keeps the comment', async () => {
    fake.mode = 'error';
    await open('/x/react-data-grid');
    await failAndKeepComment();
    assert.equal(fake.requests.length, 1);
    assert.deepEqual(await seriousAxeViolations(page), []);
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('a refused connection shows the failure message and keeps the comment', async () => {
    await open('/x/react-data-grid', { target: await closedPortUrl() });
    await failAndKeepComment();
    assert.deepEqual(unexpectedProblems(), []);
  });

  it('an endpoint that never answers is given up after the timeout', async () => {
    fake.mode = 'hang';
    await open('/x/react-data-grid', { fakeClock: true });
    await failAndKeepComment(async () => {
      await fake.waitForRequests(1);
      assert.equal(await page.getByRole('button', { name: 'Sending…' }).isDisabled(), true);
      await page.clock.fastForward(FEEDBACK_TIMEOUT_MS);
    });
    assert.deepEqual(unexpectedProblems(), []);
  });
});
