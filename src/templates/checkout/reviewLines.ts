/** The lines the checkout's review step shows for the address and the card. */
import type { PaymentDetails, ShippingDetails } from './checkoutForm';
import { maskCardNumber } from './paymentValidation';

/** The address as lines, trimmed; the optional second line is left out when empty. */
export function addressLines(shipping: ShippingDetails): string[] {
  return [
    shipping.fullName,
    shipping.address,
    shipping.addressLine2,
    `${shipping.postalCode.trim()} ${shipping.city.trim()}`,
    shipping.country,
  ]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The card holder, the card's last four digits and its expiry; never the full number or the code. */
export function paymentLines(payment: PaymentDetails): string[] {
  return [
    payment.cardName.trim(),
    `Card ${maskCardNumber(payment.cardNumber)}`,
    `Expires ${payment.expiry.replace(/\s/g, '')}`,
  ];
}
