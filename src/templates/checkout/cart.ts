/** The checkout template's fixed cart (a fictional stationery shop); prices in cents. */
export interface CartItem {
  readonly id: string;
  readonly name: string;
  readonly detail: string;
  readonly unitPriceCents: number;
  readonly quantity: number;
}

export const CART_ITEMS: readonly CartItem[] = [
  { id: 'notebook', name: 'Dot-grid notebook', detail: 'A5, 192 pages, pack of 3', unitPriceCents: 1850, quantity: 2 },
  { id: 'pen', name: 'Refillable fountain pen', detail: 'Fine nib, blue ink', unitPriceCents: 3400, quantity: 1 },
  { id: 'mat', name: 'Felt desk mat', detail: '80 × 30 cm, charcoal', unitPriceCents: 2600, quantity: 1 },
];

/** Flat shipping fee, whatever the address. */
export const SHIPPING_CENTS = 600;

export interface CartTotals {
  readonly itemCount: number;
  readonly subtotalCents: number;
  readonly shippingCents: number;
  readonly totalCents: number;
}

export function cartTotals(items: readonly CartItem[], shippingCents: number = SHIPPING_CENTS): CartTotals {
  const subtotalCents = items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
  return {
    itemCount: items.reduce((count, item) => count + item.quantity, 0),
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$12.50` from 1250 (an explicit locale, so server and browser agree). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
