/** A simple shape check (something@something.something, no spaces); the real check is the email sent. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an email field, or null when the value looks like an email address. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Enter your email address.';
  if (!EMAIL_SHAPE.test(email)) return 'Enter an email address like name@example.com.';
  return null;
}
