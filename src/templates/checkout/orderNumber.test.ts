import { fnv1a32, orderNumber } from './orderNumber';

describe('orderNumber', () => {
  it('hashes with 32-bit FNV-1a', () => {
    // Reference values of the FNV-1a 32-bit function.
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('is the same for the same order and has a fixed shape', () => {
    const parts = ['Ada Park', '12 Quay Street', '4111111111111111'];
    expect(orderNumber(parts)).toBe(orderNumber([...parts]));
    expect(orderNumber(parts)).toMatch(/^ORD-[0-9A-Z]{7}$/);
    expect(orderNumber([])).toMatch(/^ORD-[0-9A-Z]{7}$/);
  });

  it('changes with the input, including where the parts split', () => {
    expect(orderNumber(['Ada Park', '12 Quay Street'])).not.toBe(orderNumber(['Ada Park', '14 Quay Street']));
    expect(orderNumber(['ab', 'c'])).not.toBe(orderNumber(['a', 'bc']));
  });
});
