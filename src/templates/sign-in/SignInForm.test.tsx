/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import SignInForm from './SignInForm';

const email = () => screen.getByRole('textbox', { name: 'Email address' });
const password = () => screen.getByLabelText('Password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('<SignInForm>', () => {
  it('marks an empty email invalid with its message and focuses it', () => {
    render(<SignInForm />);
    submit();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    expect(email()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription('Enter your password.');
  });

  it('rejects an invalid email and a short password', () => {
    render(<SignInForm />);
    fireEvent.change(email(), { target: { value: 'reader@example' } });
    fireEvent.change(password(), { target: { value: 'short' } });
    submit();
    expect(email()).toHaveAccessibleDescription('Enter a valid email address, such as name@example.com.');
    expect(password()).toHaveAccessibleDescription('Passwords have at least 8 characters.');
  });

  it('signs in with a valid form, then signs out back to an empty form', () => {
    render(<SignInForm />);
    fireEvent.change(email(), { target: { value: 'reader@example.com' } });
    fireEvent.change(password(), { target: { value: 'harbor-lights' } });
    submit();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are signed in as reader@example.com.');
    expect(status).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(email()).toHaveValue('');
    expect(email()).toHaveFocus();
  });

  it('shows and hides the password', () => {
    render(<SignInForm />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password()).toHaveAttribute('type', 'password');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveAttribute('type', 'text');
  });
});
