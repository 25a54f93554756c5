import { checkPayment, checkShipping, EMPTY_PAYMENT, EMPTY_SHIPPING } from './checkoutForm';
import { firstInvalidField, isValid } from '../shared/formValidation';
import { PAYMENT_FIELDS, SHIPPING_FIELDS } from './checkoutForm';

const address = {
  fullName: 'Ada Park',
  address: '12 Quay Street',
  addressLine2: '',
  city: 'Portsmouth',
  postalCode: 'PO1 3AH',
  country: 'United Kingdom',
};

describe('checkShipping', () => {
  it('requires every field but the second address line, the recipient first', () => {
    const messages = checkShipping(EMPTY_SHIPPING);
    expect(firstInvalidField(SHIPPING_FIELDS, messages)).toBe('fullName');
    expect(messages.addressLine2).toBeUndefined();
    expect(messages.postalCode).toBe('Enter the postal code.');
  });

  it('accepts a complete address', () => {
    expect(isValid(checkShipping(address))).toBe(true);
    expect(isValid(checkShipping({ ...address, postalCode: '02139' }))).toBe(true);
  });

  it('checks the shape of the postal code', () => {
    expect(checkShipping({ ...address, postalCode: '1' }).postalCode).toBe(
      'A postal code has 3 to 10 letters or digits.',
    );
    expect(checkShipping({ ...address, postalCode: '12#45' }).postalCode).toBe(
      'A postal code has 3 to 10 letters or digits.',
    );
  });
});

describe('checkPayment', () => {
  const now = { year: 2026, month: 5 };

  it('reports every field of an empty form, the card holder first', () => {
    const messages = checkPayment(EMPTY_PAYMENT, now);
    expect(firstInvalidField(PAYMENT_FIELDS, messages)).toBe('cardName');
    expect(Object.values(messages).filter(Boolean)).toHaveLength(4);
  });

  it('accepts a valid card', () => {
    const card = { cardName: 'Ada Park', cardNumber: '4111 1111 1111 1111', expiry: '08/29', cvv: '123' };
    expect(isValid(checkPayment(card, now))).toBe(true);
    expect(checkPayment({ ...card, expiry: '01/26' }, now).expiry).toBe('This card has expired.');
  });
});
