import { transform } from 'lightningcss';
import { createCssCompactor } from './compactCss';

jest.mock('lightningcss', () => {
  const actual = jest.requireActual<typeof import('lightningcss')>('lightningcss');
  return { ...actual, transform: jest.fn(actual.transform) };
});
const minifierCalls = () => (transform as jest.Mock).mock.calls.length;
beforeEach(() => (transform as jest.Mock).mockClear());

describe('createCssCompactor', () => {
  it('minifies CSS as a minifier would: spaces, zero units, colours', () => {
    const compact = createCssCompactor();
    const css = '.mui-1a{color:rgba(0, 0, 0, 0.87);margin:0px;}@media (min-width:600px){.mui-1a{padding:0.5rem;}}';
    const out = compact(css);
    expect(out.length).toBeLessThan(css.length);
    expect(out).toContain('.mui-1a{');
    expect(out).toContain('margin:0');
    expect(out).not.toContain('margin:0px');
    expect(out).toMatch(/@media \(min-width:600px\)|@media \(width>=600px\)/);
    expect(out).toContain('padding:.5rem');
  });

  it('gives a text it has seen the answer it gave, without minifying it again', () => {
    const compact = createCssCompactor();
    const css = '.a{ color : red ; }';
    const first = compact(css);
    expect(compact(css)).toBe(first);
    expect(first).toBe('.a{color:red}');
    expect(minifierCalls()).toBe(1);
  });

  it('keeps CSS it cannot make smaller, or cannot read, as written', () => {
    const compact = createCssCompactor();
    expect(compact('.a{color:red}')).toBe('.a{color:red}');
    const broken = '.a{color:red';
    expect(compact(broken).length).toBeLessThanOrEqual(broken.length);
    expect(compact('')).toBe('');
  });

  it('stops remembering after its limit, and still minifies', () => {
    const compact = createCssCompactor(1);
    expect(compact('.a{ color:red }')).toBe('.a{color:red}');
    expect(compact('.b{ color:red }')).toBe('.b{color:red}');
    expect(compact('.b{ color:red }')).toBe('.b{color:red}');
    expect(compact('.a{ color:red }')).toBe('.a{color:red}');
    expect(minifierCalls()).toBe(3);
  });
});
