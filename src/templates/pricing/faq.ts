export interface Question {
  readonly question: string;
  readonly answer: string;
}

export const PRICING_FAQ: readonly Question[] = [
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Moving up takes effect at once and is charged for the rest of the period; moving down takes effect at the next renewal.',
  },
  {
    question: 'What counts as a seat?',
    answer: 'Every member who can edit projects. Guests who only view or comment do not need a seat.',
  },
  {
    question: 'What happens at the end of the Team trial?',
    answer:
      'Nothing is charged unless you add a payment method. Without one, the workspace moves to Starter and keeps its data.',
  },
  {
    question: 'Do you offer discounts for nonprofits and schools?',
    answer: 'Yes: registered nonprofits and schools get half off Team and Business. Write to the sales team to apply.',
  },
];
