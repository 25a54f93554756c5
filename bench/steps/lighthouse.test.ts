import { CHROMIUM_FLAGS } from '../config';
import { LIGHTHOUSE_CATEGORIES, lighthouseArgs } from './lighthouse';

describe('lighthouseArgs', () => {
  const args = lighthouseArgs('http://127.0.0.1:4000/x/introduction/support', '/tmp/report.json');

  it('audits the URL with the default (mobile) config, writing JSON to the report file', () => {
    expect(args[0]).toBe('http://127.0.0.1:4000/x/introduction/support');
    expect(args).toContain('--output=json');
    expect(args).toContain('--output-path=/tmp/report.json');
    expect(
      args.some(
        (arg) => arg.startsWith('--preset') || arg.startsWith('--form-factor') || arg.startsWith('--config-path'),
      ),
    ).toBe(false);
  });

  it('scores the four categories', () => {
    expect(args).toContain(`--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`);
    expect(LIGHTHOUSE_CATEGORIES).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
  });

  it('runs Chromium headless with the flags of the browser tests', () => {
    const flags = args.find((arg) => arg.startsWith('--chrome-flags='));
    expect(flags).toBe(`--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`);
  });
});
