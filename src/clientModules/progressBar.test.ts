/** @jest-environment jsdom */
import nprogress from 'nprogress';
import { PROGRESS_BAR_TEMPLATE } from './progressBar';

describe('the page-loading bar', () => {
  afterEach(() => nprogress.remove());

  it('renders without the invalid role="bar", hidden from assistive technology', () => {
    nprogress.start();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('role')).toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(nprogress.settings.template).toBe(PROGRESS_BAR_TEMPLATE);
    // nprogress still finds and moves its bar.
    nprogress.set(0.5);
    expect((bar as HTMLElement).style.transform || (bar as HTMLElement).style.marginLeft).not.toBe('');
  });
});
