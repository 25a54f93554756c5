/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useCheckedForm } from './useCheckedForm';
import { checkEmail, checkPassword } from './formValidation';

interface Values {
  email: string;
  password: string;
}
const ORDER = ['email', 'password'] as const;
const INITIAL: Values = { email: '', password: '' };
const check = (values: Values) => ({ email: checkEmail(values.email), password: checkPassword(values.password) });

/** The hook with two real inputs registered, as a form would render them. */
function renderForm() {
  const hook = renderHook(() => useCheckedForm<Values>(ORDER, INITIAL, check));
  const inputs = { email: document.createElement('input'), password: document.createElement('input') };
  document.body.replaceChildren(inputs.email, inputs.password);
  hook.result.current.register('email')(inputs.email);
  hook.result.current.register('password')(inputs.password);
  return { form: () => hook.result.current, inputs };
}

describe('useCheckedForm', () => {
  it('shows no message before the first submit, even while typing', () => {
    const { form } = renderForm();
    act(() => form().setValue('email', 'not-an-email'));
    expect(form().values.email).toBe('not-an-email');
    expect(form().messages).toEqual({});
  });

  it('on submit shows every message and focuses the first invalid field', () => {
    const { form, inputs } = renderForm();
    act(() => form().setValue('email', 'name@example.com'));
    let valid = true;
    act(() => {
      valid = form().validate();
    });
    expect(valid).toBe(false);
    expect(form().messages).toEqual({ email: null, password: 'Enter your password.' });
    expect(inputs.password).toHaveFocus();
  });

  it('after a failed submit, updates the messages on each change', () => {
    const { form, inputs } = renderForm();
    act(() => {
      form().validate();
    });
    expect(inputs.email).toHaveFocus();
    act(() => form().setValue('email', 'name@example.com'));
    expect(form().messages.email).toBeNull();
    act(() => form().setValue('password', 'long enough'));
    expect(form().messages.password).toBeNull();
    let valid = false;
    act(() => {
      valid = form().validate();
    });
    expect(valid).toBe(true);
  });

  it('resets to the first values without messages', () => {
    const { form } = renderForm();
    act(() => form().setValue('email', 'x'));
    act(() => {
      form().validate();
    });
    act(() => form().reset());
    expect(form().values).toEqual(INITIAL);
    expect(form().messages).toEqual({});
    act(() => form().setValue('email', 'still wrong'));
    expect(form().messages).toEqual({});
  });

  it('focuses a field on request', () => {
    const { form, inputs } = renderForm();
    form().focus('password');
    expect(inputs.password).toHaveFocus();
  });
});
