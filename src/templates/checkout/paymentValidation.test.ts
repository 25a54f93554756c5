import {
  checkCardNumber,
  checkCvv,
  checkExpiry,
  compactCardNumber,
  maskCardNumber,
  parseExpiry,
  passesLuhn,
} from './paymentValidation';

describe('card number', () => {
  it('drops the spaces and dashes between groups', () => {
    expect(compactCardNumber('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('12ab')).toBe(false);
  });

  it('explains what is wrong', () => {
    expect(checkCardNumber('')).toBe('Enter the card number.');
    expect(checkCardNumber('4111 1111 1111 111x')).toBe('A card number has digits only.');
    expect(checkCardNumber('4111 1111')).toBe('A card number has 12 to 19 digits.');
    expect(checkCardNumber('4111 1111 1111 1112')).toBe('This card number is not valid: check the digits.');
    expect(checkCardNumber('4111 1111 1111 1111')).toBeNull();
  });

  it('shows only the last four digits in the review', () => {
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('•••• 1111');
  });
});

describe('expiry date', () => {
  const now = { year: 2026, month: 5 };

  it('reads MM/YY', () => {
    expect(parseExpiry('08/29')).toEqual({ year: 2029, month: 8 });
    expect(parseExpiry(' 08 / 29 ')).toEqual({ year: 2029, month: 8 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('8/29')).toBeNull();
    expect(parseExpiry('0829')).toBeNull();
  });

  it('accepts the current month and later, rejects earlier months', () => {
    expect(checkExpiry('05/26', now)).toBeNull();
    expect(checkExpiry('01/27', now)).toBeNull();
    expect(checkExpiry('04/26', now)).toBe('This card has expired.');
    expect(checkExpiry('12/25', now)).toBe('This card has expired.');
  });

  it('asks for the date, then for its shape', () => {
    expect(checkExpiry('', now)).toBe('Enter the expiry date.');
    expect(checkExpiry('2029-08', now)).toBe('Write the expiry date as MM/YY, for example 08/29.');
  });
});

describe('security code', () => {
  it('has 3 or 4 digits', () => {
    expect(checkCvv('')).toBe('Enter the security code.');
    expect(checkCvv('12')).toBe('The security code has 3 or 4 digits.');
    expect(checkCvv('12a')).toBe('The security code has 3 or 4 digits.');
    expect(checkCvv('123')).toBeNull();
    expect(checkCvv('1234')).toBeNull();
    expect(checkCvv('12345')).toBe('The security code has 3 or 4 digits.');
  });
});
