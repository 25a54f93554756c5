/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import CheckoutSteps from './CheckoutSteps';

const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

function fillShipping() {
  type('Full name', 'Ada Park');
  type('Street address', '12 Quay Street');
  type('City', 'Portsmouth');
  type('Postal code', 'PO1 3AH');
  type('Country', 'United Kingdom');
}

function fillPayment(cardNumber = '4111 1111 1111 1111') {
  type('Name on the card', 'Ada Park');
  type('Card number', cardNumber);
  type('Expiry date (MM/YY)', '08/49');
  type('Security code', '123');
}

describe('<CheckoutSteps>', () => {
  it('stays on the shipping step until the address is complete', () => {
    render(<CheckoutSteps />);
    next();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Shipping address/);
    expect(field('Full name')).toHaveAccessibleDescription('Enter the name of the recipient.');
    expect(field('Full name')).toHaveFocus();
  });

  it('walks to the review, keeping values on Back, and places the order with the same number for the same input', () => {
    const placeOrder = () => {
      const view = render(<CheckoutSteps />);
      fillShipping();
      next();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Payment details/);
      expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
      fillPayment('4111 1111 1111 1112');
      next();
      expect(field('Card number')).toHaveAccessibleDescription('This card number is not valid: check the digits.');
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(field('City')).toHaveValue('Portsmouth');
      next();
      type('Card number', '4111 1111 1111 1111');
      next();
      expect(screen.getByRole('heading', { level: 2, name: /Review your order/ })).toHaveFocus();
      expect(screen.getByText('PO1 3AH Portsmouth')).toBeInTheDocument();
      expect(screen.getByText('Card •••• 1111')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
      expect(screen.getByRole('heading', { level: 2, name: 'Thank you for your order' })).toHaveFocus();
      const number = /ORD-[0-9A-Z]{7}/.exec(screen.getByRole('status').textContent ?? '')?.[0];
      view.unmount();
      return number;
    };
    const first = placeOrder();
    expect(first).toMatch(/^ORD-/);
    expect(placeOrder()).toBe(first);
  });

  it('edits the address from the review', () => {
    render(<CheckoutSteps />);
    fillShipping();
    next();
    fillPayment();
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the shipping address' }));
    expect(field('Street address')).toHaveValue('12 Quay Street');
  });
});
