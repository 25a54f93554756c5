import { checkNewPassword, PASSWORD_RULES, unmetPasswordRules } from './passwordStrength';

describe('the new-password strength rule', () => {
  it('lists the rules in order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual(['length', 'letters', 'digit']);
  });

  it('asks for a password when empty', () => {
    expect(checkNewPassword('')).toBe('Choose a password.');
  });

  it('names every rule a weak password misses', () => {
    expect(unmetPasswordRules('abc').map((rule) => rule.id)).toEqual(['length', 'letters', 'digit']);
    expect(checkNewPassword('abc')).toBe(
      'The password still needs: at least 8 characters, a lowercase and an uppercase letter, a number.',
    );
    expect(unmetPasswordRules('abcdefgh1').map((rule) => rule.id)).toEqual(['letters']);
    expect(unmetPasswordRules('ABCDEFGHi').map((rule) => rule.id)).toEqual(['digit']);
  });

  it('accepts a password that meets every rule, letters beyond ASCII included', () => {
    expect(checkNewPassword('Harbor2024')).toBeNull();
    expect(checkNewPassword('Élan-harbor7')).toBeNull();
    expect(unmetPasswordRules('Harbor2024')).toEqual([]);
  });
});
