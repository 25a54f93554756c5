/**
 * A reader uses the form and dashboard templates: sign-in rejects an empty and an invalid email with
 * a message under the field (and accepts a valid form), sign-up checks its fields, the checkout walks
 * its steps to the review and places the order, the dashboard draws its charts and grid rows and its
 * phone drawer leads to a section, and each template's toggle switches the mode.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { useServedSite } from '../support/suite';
import { useReaderPage } from '../support/readerPage';
import { until } from '../support/until';
import { orderNumber } from '../../src/templates/checkout/orderNumber';
import { CART_ITEMS } from '../../src/templates/checkout/cart';

const route = (slug: string): string => `/getting-started/templates/${slug}`;

/** Whether the element has the keyboard focus. */
const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

/** The text of the elements that `aria-describedby` names: what a screen reader reads after the name. */
const description = (locator: Locator): Promise<string> =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The field is marked invalid and its message is the one expected, read through `aria-describedby`. */
async function assertInvalid(field: Locator, message: string | RegExp): Promise<void> {
  await until(async () => (await field.getAttribute('aria-invalid')) === 'true', 'the field to be marked invalid');
  const text = await description(field);
  if (typeof message === 'string') assert.ok(text.includes(message), `"${text}" says "${message}"`);
  else assert.match(text, message);
}

async function assertValid(field: Locator): Promise<void> {
  await until(async () => (await field.getAttribute('aria-invalid')) === 'false', 'the field to be marked valid');
}

const main = (page: Page): Locator => page.getByRole('main');

describe('form and dashboard templates', () => {
  const site = useServedSite();
  const reader = useReaderPage(site);

  it('sign-in rejects an empty email, then an invalid one, with a message under the field, and accepts a valid form', async () => {
    const page = await reader.open(route('sign-in'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const form = main(page);
    const email = form.getByRole('textbox', { name: 'Email address' });
    const password = form.getByLabel('Password', { exact: true });
    const submit = form.getByRole('button', { name: 'Sign in', exact: true });

    await submit.click();
    await assertInvalid(email, 'Enter your email address.');
    await until(() => isFocused(email), 'the focus to move to the email field, the first invalid one');
    await form.getByText('Enter your email address.').waitFor();
    await assertInvalid(password, 'Enter your password.');

    await email.fill('reader@example');
    await assertInvalid(email, /^Enter a valid email address/);
    await password.fill('short');
    await submit.click();
    await until(() => isFocused(email), 'the focus to return to the email field');
    await form.getByText('Enter a valid email address, such as name@example.com.').waitFor();
    await assertInvalid(password, 'Passwords have at least 8 characters.');

    await email.fill('reader@example.com');
    await assertValid(email);
    await password.fill('harbor-lights');
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await submit.click();
    const status = form.getByRole('status');
    await status.getByText('You are signed in as reader@example.com.').waitFor();
    await until(() => isFocused(status), 'the focus to move to the signed-in message');
    await form.getByRole('button', { name: 'Sign out' }).click();
    await until(() => isFocused(form.getByRole('textbox', { name: 'Email address' })), 'the form to come back');
  });

  it('sign-in opens the forgot-password dialog, checks its address and confirms', async () => {
    const page = await reader.open(route('sign-in'));
    await main(page).getByRole('textbox', { name: 'Email address' }).fill('reader@example.com');
    await main(page).getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    const email = dialog.getByRole('textbox', { name: 'Email address' });
    await until(() => isFocused(email), 'the dialog to focus its email field');
    assert.equal(await email.inputValue(), 'reader@example.com');
    await email.fill('nobody');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await assertInvalid(email, /^Enter a valid email address/);
    await email.fill('reader@example.org');
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await dialog
      .getByRole('status')
      .getByText(/on its way to reader@example\.org/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('sign-in-side shares the checked form beside its product panel', async () => {
    const page = await reader.open(route('sign-in-side'));
    await page.getByRole('heading', { level: 2, name: 'Plan, track and ship with your whole team' }).waitFor();
    const form = main(page);
    const email = form.getByRole('textbox', { name: 'Email address' });
    await email.fill('not an address');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await assertInvalid(email, /^Enter a valid email address/);
    await until(() => isFocused(email), 'the focus to move to the email field');
  });

  it('sign-up checks the name, email, password strength and terms, then creates the account', async () => {
    const page = await reader.open(route('sign-up'));
    const form = main(page);
    const name = form.getByRole('textbox', { name: 'Full name' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    const password = form.getByLabel('Password', { exact: true });
    const terms = form.getByRole('checkbox', { name: /I accept the terms/ });
    const submit = form.getByRole('button', { name: 'Create account' });

    await submit.click();
    await assertInvalid(name, 'Enter your name.');
    await until(() => isFocused(name), 'the focus to move to the name field');
    await assertInvalid(terms, 'Accept the terms to create an account.');

    await name.fill('Reader');
    await email.fill('reader@example.com');
    await password.fill('harbor');
    await assertInvalid(password, /still needs: at least 8 characters, a lowercase and an uppercase letter, a number/);
    // The rule list under the field says which rules hold.
    const rules = form.getByRole('list', { name: 'Password rules' });
    await rules.getByText('A number: not met yet').waitFor();
    await password.fill('Harbor2024');
    await assertValid(password);
    await rules.getByText('A number: met').waitFor();
    await submit.click();
    await until(() => isFocused(terms), 'the focus to move to the terms, the only field left');

    await terms.check();
    await submit.click();
    await form
      .getByRole('status')
      .getByText(/Welcome, Reader\. Your account is ready/)
      .waitFor();
  });

  it('checkout walks shipping and payment to the review, then places the order', async () => {
    const page = await reader.open(route('checkout'));
    const form = main(page);
    const next = form.getByRole('button', { name: 'Next' });
    await form.getByRole('heading', { level: 2, name: /Shipping address/ }).waitFor();

    await next.click();
    const fullName = form.getByRole('textbox', { name: 'Full name' });
    await assertInvalid(fullName, 'Enter the name of the recipient.');
    await until(() => isFocused(fullName), 'the focus to move to the first field');

    const shipping = {
      'Full name': 'Ada Park',
      'Street address': '12 Quay Street',
      City: 'Portsmouth',
      'Postal code': 'PO1 3AH',
      Country: 'United Kingdom',
    };
    for (const [label, value] of Object.entries(shipping)) {
      await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await next.click();
    const paymentHeading = form.getByRole('heading', { level: 2, name: /Payment details/ });
    await until(() => isFocused(paymentHeading), 'the payment step to take the focus');

    const cardNumber = form.getByRole('textbox', { name: 'Card number' });
    await form.getByRole('textbox', { name: 'Name on the card' }).fill('Ada Park');
    await cardNumber.fill('4111 1111 1111 1112');
    await form.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('08/49');
    await form.getByRole('textbox', { name: 'Security code' }).fill('123');
    await next.click();
    await assertInvalid(cardNumber, 'This card number is not valid: check the digits.');
    await until(() => isFocused(cardNumber), 'the focus to move to the card number');

    // Back keeps what was entered.
    await form.getByRole('button', { name: 'Back' }).click();
    assert.equal(await form.getByRole('textbox', { name: 'City' }).inputValue(), 'Portsmouth');
    await next.click();
    await cardNumber.fill('4111 1111 1111 1111');
    await next.click();

    const review = form.getByRole('heading', { level: 2, name: /Review your order/ });
    await until(() => isFocused(review), 'the review step to take the focus');
    const reviewText = await form.innerText();
    for (const line of ['Ada Park', '12 Quay Street', 'PO1 3AH Portsmouth', 'United Kingdom', 'Card •••• 1111']) {
      assert.ok(reviewText.includes(line), `the review shows "${line}"`);
    }
    assert.ok(!reviewText.includes('4111 1111'), 'the review hides the card number');

    await form.getByRole('button', { name: 'Place order' }).click();
    const thanks = form.getByRole('heading', { level: 2, name: 'Thank you for your order' });
    await until(() => isFocused(thanks), 'the confirmation to take the focus');
    const expected = orderNumber([
      'Ada Park',
      '12 Quay Street',
      '',
      'Portsmouth',
      'PO1 3AH',
      'United Kingdom',
      'Ada Park',
      '4111111111111111',
      ...CART_ITEMS.map((item) => `${item.id}:${item.quantity}`),
    ]);
    await form.getByText(`Your order number is ${expected}.`).waitFor();
  });

  it("the dashboard draws both charts' series and the grid's rows", async () => {
    const page = await reader.open(route('dashboard'));
    const revenue = page.getByRole('figure', { name: 'Revenue' });
    const customers = page.getByRole('figure', { name: 'New customers' });
    // A line path for the revenue series and twelve bars for the months.
    await until(async () => (await revenue.locator('svg path').count()) > 0, 'the revenue line to be drawn');
    await revenue.getByText('Dec', { exact: true }).waitFor();
    await until(
      async () => (await customers.locator('svg rect, svg path').count()) >= 12,
      'the twelve bars to be drawn',
    );

    const grid = page.getByRole('region', { name: 'Latest orders' }).getByRole('grid');
    await grid.getByRole('gridcell', { name: 'HL-20412' }).waitFor();
    // The header row and the first page of five orders.
    assert.equal(await grid.getByRole('row').count(), 6);
    await grid.getByRole('gridcell', { name: '$55.50' }).waitFor();

    // The stat cards show December against November.
    await page.getByText('Revenue, Dec').waitFor();
    await page.getByText('$38,200').waitFor();
  });

  it('on a phone the dashboard navigation is a drawer that leads to a section', async () => {
    const page = await reader.open(route('dashboard'), { viewport: { width: 390, height: 844 } });
    const menu = page.getByRole('button', { name: 'Open the navigation' });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await nav.getByRole('link', { name: 'Latest orders' }).click();
    await nav.waitFor({ state: 'detached' });
    const section = page.getByRole('region', { name: 'Latest orders' });
    await until(() => isFocused(section), 'the orders section to take the focus');
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(sideways <= 0, `no sideways scroll at 390 px (${sideways} px)`);
  });

  it("each template's toggle switches between light and dark", async () => {
    for (const slug of ['sign-in', 'sign-in-side', 'sign-up', 'checkout', 'dashboard']) {
      const page = await reader.open(route(slug));
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: 'Switch to dark mode' }).click();
      await until(
        async () => (await page.locator('html').getAttribute('data-theme')) === 'dark',
        `${slug}: the page to turn dark`,
      );
      await banner.getByRole('button', { name: 'Switch to light mode' }).click();
      await until(
        async () => (await page.locator('html').getAttribute('data-theme')) === 'light',
        `${slug}: the page to turn light again`,
      );
    }
  });
});
