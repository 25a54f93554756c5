import { addressLines, paymentLines } from './reviewLines';

describe('review lines', () => {
  const shipping = {
    fullName: ' Ada Park ',
    address: '12 Quay Street',
    addressLine2: '',
    city: 'Portsmouth',
    postalCode: 'PO1 3AH',
    country: 'United Kingdom',
  };

  it('lists the address without an empty second line', () => {
    expect(addressLines(shipping)).toEqual(['Ada Park', '12 Quay Street', 'PO1 3AH Portsmouth', 'United Kingdom']);
    expect(addressLines({ ...shipping, addressLine2: 'Flat 4' })).toContain('Flat 4');
  });

  it('shows the card by its last four digits only', () => {
    const lines = paymentLines({
      cardName: 'Ada Park',
      cardNumber: '4111 1111 1111 1234',
      expiry: '08 / 29',
      cvv: '123',
    });
    expect(lines).toEqual(['Ada Park', 'Card •••• 1234', 'Expires 08/29']);
    expect(lines.join(' ')).not.toContain('4111');
  });
});
