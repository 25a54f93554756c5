/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import SignUpForm from './SignUpForm';

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText('Password');
const terms = () => screen.getByRole('checkbox', { name: /I accept the terms/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('<SignUpForm>', () => {
  it('reports every missing field and focuses the name', () => {
    render(<SignUpForm />);
    submit();
    expect(field('Full name')).toHaveAccessibleDescription('Enter your name.');
    expect(field('Full name')).toHaveFocus();
    expect(field('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAccessibleDescription('Accept the terms to create an account.');
  });

  it('describes the password by its message and the rule list', () => {
    render(<SignUpForm />);
    fireEvent.change(password(), { target: { value: 'harbor' } });
    expect(password()).toHaveAccessibleDescription(/A number: not met yet/);
    submit();
    expect(password()).toHaveAccessibleDescription(/^The password still needs: at least 8 characters/);
    fireEvent.change(password(), { target: { value: 'Harbor2024' } });
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(password()).toHaveAccessibleDescription(/A number: met/);
  });

  it('creates the account when every field is valid', () => {
    render(<SignUpForm />);
    fireEvent.change(field('Full name'), { target: { value: 'Reader' } });
    fireEvent.change(field('Email address'), { target: { value: 'reader@example.com' } });
    fireEvent.change(password(), { target: { value: 'Harbor2024' } });
    fireEvent.click(terms());
    submit();
    expect(screen.getByRole('status')).toHaveTextContent('Welcome, Reader. Your account is ready');
  });
});
