/**
 * The checkout's stepper and its three steps (shipping address, payment details, review), each
 * checked before the next one; "Place order" on the review shows the confirmation with an order
 * number derived from what was entered.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useCheckedForm } from '../shared/useCheckedForm';
import {
  checkPayment,
  checkShipping,
  EMPTY_PAYMENT,
  EMPTY_SHIPPING,
  PAYMENT_FIELDS,
  SHIPPING_FIELDS,
  type PaymentDetails,
  type ShippingDetails,
} from './checkoutForm';
import { CART_ITEMS } from './cart';
import { compactCardNumber, type YearMonth } from './paymentValidation';
import { orderNumber } from './orderNumber';
import Confirmation from './Confirmation';
import PaymentForm from './PaymentForm';
import Review from './Review';
import ShippingForm from './ShippingForm';

export const STEP_TITLES = ['Shipping address', 'Payment details', 'Review your order'] as const;
type StepIndex = 0 | 1 | 2;

/** The month it is now, read when the payment step is checked (never during a render). */
function currentMonth(): YearMonth {
  const today = new Date();
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

const checkPaymentNow = (values: PaymentDetails) => checkPayment(values, currentMonth());

export default function CheckoutSteps() {
  const shipping = useCheckedForm<ShippingDetails>(SHIPPING_FIELDS, EMPTY_SHIPPING, checkShipping);
  const payment = useCheckedForm<PaymentDetails>(PAYMENT_FIELDS, EMPTY_PAYMENT, checkPaymentNow);
  const [step, setStep] = useState<StepIndex>(0);
  const [placed, setPlaced] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a move between steps, the focus goes to the new step's heading (or the confirmation's).
  useEffect(() => {
    if (!moved.current) return;
    (placed ? confirmationRef : headingRef).current?.focus();
  }, [step, placed]);

  const goTo = useCallback((next: StepIndex) => {
    moved.current = true;
    setStep(next);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0) {
      if (shipping.validate()) goTo(1);
    } else if (step === 1) {
      if (payment.validate()) goTo(2);
    } else {
      moved.current = true;
      setPlaced(
        orderNumber([
          ...SHIPPING_FIELDS.map((field) => shipping.values[field].trim()),
          payment.values.cardName.trim(),
          compactCardNumber(payment.values.cardNumber),
          ...CART_ITEMS.map((item) => `${item.id}:${item.quantity}`),
        ]),
      );
    }
  };

  const startOver = () => {
    shipping.reset();
    payment.reset();
    setPlaced(null);
    goTo(0);
  };

  if (placed) {
    return (
      <Confirmation
        ref={confirmationRef}
        orderNumber={placed}
        city={shipping.values.city.trim()}
        onNewOrder={startOver}
      />
    );
  }

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {STEP_TITLES.map((title, index) => (
          <Step key={title} completed={index < step}>
            <StepLabel>{title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="checkout-step-title">
        <Typography id="checkout-step-title" ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ mb: 2 }}>
          {STEP_TITLES[step]}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            (step {step + 1} of {STEP_TITLES.length})
          </Typography>
        </Typography>
        {step === 0 ? <ShippingForm form={shipping} /> : null}
        {step === 1 ? <PaymentForm form={payment} /> : null}
        {step === 2 ? <Review shipping={shipping.values} payment={payment.values} onEdit={goTo} /> : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
          {step > 0 ? (
            <Button variant="text" onClick={() => goTo((step - 1) as StepIndex)}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained">
            {step === 2 ? 'Place order' : 'Next'}
          </Button>
        </Box>
      </Box>
    </>
  );
}
