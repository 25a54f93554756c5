import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_VIEWPORT } from '../support/browser';
import { canShare, contextKeyOf, pageSettingsOf } from '../support/readerReset';

describe('readers sharing a page (test/support/readerPage.ts)', () => {
  it('share a context only when the options that belong to the context are the same', () => {
    expect(contextKeyOf({})).toBe(contextKeyOf({ viewport: { width: 390, height: 844 } }));
    expect(contextKeyOf({ colorScheme: 'dark' })).toBe(contextKeyOf({}));
    expect(contextKeyOf({ locale: 'zh-CN', timezoneId: 'Asia/Tokyo' })).toBe(
      contextKeyOf({ timezoneId: 'Asia/Tokyo', locale: 'zh-CN' }),
    );
    expect(contextKeyOf({ permissions: ['clipboard-read'] })).not.toBe(contextKeyOf({}));
    expect(contextKeyOf({ isMobile: true, hasTouch: true })).not.toBe(contextKeyOf({ hasTouch: true }));
    expect(contextKeyOf({ userAgent: 'a' })).not.toBe(contextKeyOf({ userAgent: 'b' }));
    expect(contextKeyOf({ userAgent: undefined })).toBe(contextKeyOf({}));
  });

  it('never share a context made with stored state, which a reset would wipe', () => {
    expect(canShare({})).toBe(true);
    expect(canShare({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })).toBe(true);
    expect(
      canShare({ storageState: { cookies: [], origins: [{ origin: 'http://127.0.0.1', localStorage: [] }] } }),
    ).toBe(false);
  });

  it('give a kept page the viewport and media of the options, or the suite defaults', () => {
    expect(pageSettingsOf({})).toEqual({
      viewport: DEFAULT_VIEWPORT,
      colorScheme: 'light',
      reducedMotion: 'no-preference',
      forcedColors: 'none',
    });
    expect(
      pageSettingsOf({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', reducedMotion: 'reduce' }),
    ).toEqual({
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
      forcedColors: 'none',
    });
  });

  // What a reset cannot take off a page: a test that needs it reads `reader.context` (which makes the
  // next reader's context new) or makes its own context.
  const lasting = /\bpage\s*\.\s*(addInitScript|exposeFunction|exposeBinding|context\s*\(\s*\))/;
  const dir = path.join(__dirname, '..', 'e2e');
  const readerFiles = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('useReaderPage('));

  it('finds the browser test files that use readers', () => {
    expect(readerFiles.length).toBeGreaterThan(30);
  });

  it.each(readerFiles)('%s leaves nothing on a reader page that a reset cannot take off', (file) => {
    const lines = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(lines.filter((line) => lasting.test(line))).toEqual([]);
  });

  it('the rule catches what it is for', () => {
    expect(lasting.test('await page.addInitScript(() => {})')).toBe(true);
    expect(lasting.test('const session = await page.context().newCDPSession(page);')).toBe(true);
    expect(lasting.test('await reader.page.exposeFunction("f", f)')).toBe(true);
    expect(lasting.test('await context.addInitScript(() => {})')).toBe(false);
    expect(lasting.test('const session = await reader.context.newCDPSession(page);')).toBe(false);
  });
});
