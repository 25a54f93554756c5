import { CART_ITEMS, cartTotals, formatCents, SHIPPING_CENTS } from './cart';

describe('cart', () => {
  it('adds up the items and the shipping fee', () => {
    const totals = cartTotals(CART_ITEMS);
    expect(totals.itemCount).toBe(4);
    expect(totals.subtotalCents).toBe(2 * 1850 + 3400 + 2600);
    expect(totals.shippingCents).toBe(SHIPPING_CENTS);
    expect(totals.totalCents).toBe(totals.subtotalCents + SHIPPING_CENTS);
  });

  it('totals an empty cart to the shipping fee alone', () => {
    expect(cartTotals([], 0)).toEqual({ itemCount: 0, subtotalCents: 0, shippingCents: 0, totalCents: 0 });
  });

  it('formats cents as US dollars', () => {
    expect(formatCents(9700)).toBe('$97.00');
    expect(formatCents(1850)).toBe('$18.50');
  });
});
