/**
 * The card rules of the checkout template: number (length and Luhn checksum), expiry date and
 * security code. Pure functions returning the message to show under the field, or `null`.
 */
import type { FieldMessage } from '../shared/formValidation';

/** A year and a month (1 to 12): the month a card expires, or the month it is now. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

/** The value without the spaces and dashes people type between groups of digits. */
export function compactCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum of a string of digits (card numbers end with a check digit). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Every second digit from the right, starting with the one before the check digit, is doubled.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function checkCardNumber(value: string): FieldMessage {
  const digits = compactCardNumber(value);
  if (digits === '') return 'Enter the card number.';
  if (!/^\d+$/.test(digits)) return 'A card number has digits only.';
  if (digits.length < 12 || digits.length > 19) return 'A card number has 12 to 19 digits.';
  if (!passesLuhn(digits)) return 'This card number is not valid: check the digits.';
  return null;
}

/** Reads `MM/YY` (a slash, optional spaces); `null` when the value has another shape or month. */
export function parseExpiry(value: string): YearMonth | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { year: 2000 + Number(match[2]), month };
}

/** `now` is the current month; a card is valid until the end of its expiry month. */
export function checkExpiry(value: string, now: YearMonth): FieldMessage {
  if (value.trim() === '') return 'Enter the expiry date.';
  const expiry = parseExpiry(value);
  if (!expiry) return 'Write the expiry date as MM/YY, for example 08/29.';
  if (expiry.year < now.year || (expiry.year === now.year && expiry.month < now.month)) {
    return 'This card has expired.';
  }
  return null;
}

export function checkCvv(value: string): FieldMessage {
  if (value.trim() === '') return 'Enter the security code.';
  if (!/^\d{3,4}$/.test(value.trim())) return 'The security code has 3 or 4 digits.';
  return null;
}

/** The card as the review shows it: only the last four digits. */
export function maskCardNumber(value: string): string {
  return `•••• ${compactCardNumber(value).slice(-4)}`;
}
