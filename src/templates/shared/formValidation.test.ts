import {
  checkEmail,
  checkPassword,
  checkRequired,
  firstInvalidField,
  isValid,
  PASSWORD_MIN_LENGTH,
} from './formValidation';

describe('checkEmail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(checkEmail('')).toBe('Enter your email address.');
    expect(checkEmail('   ')).toBe('Enter your email address.');
  });

  it.each(['name', 'name@', '@example.com', 'name@example', 'name@example.', 'na me@example.com', 'a@b@c.com'])(
    'rejects %j as invalid',
    (value) => {
      expect(checkEmail(value)).toMatch(/^Enter a valid email address/);
    },
  );

  it.each(['name@example.com', 'first.last+tag@mail.example.org', '  padded@example.com  '])('accepts %j', (value) => {
    expect(checkEmail(value)).toBeNull();
  });
});

describe('checkPassword', () => {
  it('requires a password', () => {
    expect(checkPassword('')).toBe('Enter your password.');
  });

  it('requires the minimum length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword('seven77')).toBe('Passwords have at least 8 characters.');
    expect(checkPassword('eight888')).toBeNull();
  });
});

describe('checkRequired', () => {
  it('returns the message for a blank value only', () => {
    expect(checkRequired(' ', 'Enter a city.')).toBe('Enter a city.');
    expect(checkRequired('Lyon', 'Enter a city.')).toBeNull();
  });
});

describe('firstInvalidField and isValid', () => {
  const order = ['email', 'password', 'terms'] as const;

  it('finds the first field in the form order that has a message', () => {
    expect(firstInvalidField(order, { terms: 'Accept the terms.', password: 'Enter your password.' })).toBe('password');
    expect(firstInvalidField(order, { email: null, password: null })).toBeUndefined();
  });

  it('is valid when no field has a message', () => {
    expect(isValid({ email: null, password: null })).toBe(true);
    expect(isValid({})).toBe(true);
    expect(isValid({ email: null, password: 'Enter your password.' })).toBe(false);
  });
});
