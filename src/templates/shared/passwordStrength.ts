/**
 * The sign-up template's strength rule for a new password: every rule must pass. The rules are
 * listed under the field, so the reader sees which ones are still missing.
 */
import { PASSWORD_MIN_LENGTH, type FieldMessage } from './formValidation';

export interface PasswordRule {
  readonly id: 'length' | 'letters' | 'digit';
  /** Shown in the list under the field. */
  readonly label: string;
  readonly test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'letters',
    label: 'A lowercase and an uppercase letter',
    test: (password) => /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
  },
  { id: 'digit', label: 'A number', test: (password) => /\d/.test(password) },
];

/** The rules the password does not meet yet, in the listed order. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password));
}

export function checkNewPassword(password: string): FieldMessage {
  if (password === '') return 'Choose a password.';
  const unmet = unmetPasswordRules(password);
  if (unmet.length === 0) return null;
  return `The password still needs: ${unmet.map((rule) => rule.label.toLowerCase()).join(', ')}.`;
}
