/**
 * The field rules of the sign-in, sign-in-side, sign-up and checkout templates: pure functions that
 * return the message to show under a field, or `null` when the value is acceptable.
 */
export type FieldMessage = string | null;

/** Messages per field; a field without a message (absent or `null`) is valid. */
export type FieldMessages<Field extends string> = Partial<Record<Field, FieldMessage>>;

/** Fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** Something before the `@`, a domain with at least one dot after it, no spaces anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function checkEmail(value: string): FieldMessage {
  const email = value.trim();
  if (email === '') return 'Enter your email address.';
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address, such as name@example.com.';
  return null;
}

/** The sign-in rule: a password is required and has the minimum length. */
export function checkPassword(value: string): FieldMessage {
  if (value === '') return 'Enter your password.';
  if (value.length < PASSWORD_MIN_LENGTH) return `Passwords have at least ${PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

/** A value that must not be blank, such as a name or a street address. */
export function checkRequired(value: string, message: string): FieldMessage {
  return value.trim() === '' ? message : null;
}

/** The first field, in the form's order, that has a message: the one to focus after a failed submit. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  messages: FieldMessages<Field>,
): Field | undefined {
  return order.find((field) => Boolean(messages[field]));
}

/** Whether no field has a message. */
export function isValid<Field extends string>(messages: FieldMessages<Field>): boolean {
  return Object.values(messages).every((message) => !message);
}
