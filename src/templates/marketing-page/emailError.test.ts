import { emailError } from './emailError';

describe('emailError', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(emailError('')).toBe('Enter your email address.');
    expect(emailError('   ')).toBe('Enter your email address.');
  });

  it('rejects values that are not shaped like an email address', () => {
    for (const value of ['ada', 'ada@', 'ada@example', '@example.com', 'a da@example.com']) {
      expect(emailError(value)).toBe('Enter an email address like name@example.com.');
    }
  });

  it('accepts an address, ignoring spaces around it', () => {
    expect(emailError('ada@example.com')).toBeNull();
    expect(emailError(' team.lead+plans@example.co.uk ')).toBeNull();
  });
});
