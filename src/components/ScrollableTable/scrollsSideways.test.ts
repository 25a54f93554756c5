import { scrollsSideways } from './scrollsSideways';

describe('scrollsSideways', () => {
  it('is true when the content is wider than the box', () => {
    expect(scrollsSideways({ scrollWidth: 620, clientWidth: 358 })).toBe(true);
  });
  it('is false when the content fits, a pixel of rounding included', () => {
    expect(scrollsSideways({ scrollWidth: 358, clientWidth: 358 })).toBe(false);
    expect(scrollsSideways({ scrollWidth: 359, clientWidth: 358 })).toBe(false);
  });
  it('is false for a box that is not laid out', () => {
    expect(scrollsSideways({ scrollWidth: 40, clientWidth: 0 })).toBe(false);
  });
});
