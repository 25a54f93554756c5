/**
 * The checkout's two forms (shipping address, payment details): their fields in screen order, empty
 * values, and the per-step check that returns a message for each field that needs one.
 */
import { checkRequired, type FieldMessages } from '../shared/formValidation';
import { checkCardNumber, checkCvv, checkExpiry, type YearMonth } from './paymentValidation';

export const SHIPPING_FIELDS = ['fullName', 'address', 'addressLine2', 'city', 'postalCode', 'country'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingDetails = Record<ShippingField, string>;

export const PAYMENT_FIELDS = ['cardName', 'cardNumber', 'expiry', 'cvv'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentDetails = Record<PaymentField, string>;

export const EMPTY_SHIPPING: ShippingDetails = {
  fullName: '',
  address: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  country: '',
};

export const EMPTY_PAYMENT: PaymentDetails = { cardName: '', cardNumber: '', expiry: '', cvv: '' };

/** Letters, digits, spaces and dashes, 3 to 10 of them: the postal codes of most countries. */
const POSTAL_CODE_PATTERN = /^[\p{L}\d][\p{L}\d -]{1,8}[\p{L}\d]$/u;

export function checkShipping(values: ShippingDetails): FieldMessages<ShippingField> {
  const postalCode = values.postalCode.trim();
  return {
    fullName: checkRequired(values.fullName, 'Enter the name of the recipient.'),
    address: checkRequired(values.address, 'Enter the street address.'),
    city: checkRequired(values.city, 'Enter the city.'),
    postalCode:
      postalCode === ''
        ? 'Enter the postal code.'
        : POSTAL_CODE_PATTERN.test(postalCode)
          ? null
          : 'A postal code has 3 to 10 letters or digits.',
    country: checkRequired(values.country, 'Enter the country.'),
  };
}

/** `now` is the current month, against which the expiry date is checked. */
export function checkPayment(values: PaymentDetails, now: YearMonth): FieldMessages<PaymentField> {
  return {
    cardName: checkRequired(values.cardName, 'Enter the name on the card.'),
    cardNumber: checkCardNumber(values.cardNumber),
    expiry: checkExpiry(values.expiry, now),
    cvv: checkCvv(values.cvv),
  };
}
