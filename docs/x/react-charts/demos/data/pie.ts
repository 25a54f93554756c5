/**
 * Data of the pie chart pages. All figures are illustrative: they are round numbers chosen to look like
 * real-world shares, not measurements.
 */

export interface Share {
  id: string;
  label: string;
  value: number;
}

/** A household's electricity use in one year, by use, in kilowatt-hours (illustrative). */
export const HOME_ELECTRICITY_KWH: Share[] = [
  { id: 'heating', label: 'Heating', value: 1450 },
  { id: 'kitchen', label: 'Kitchen', value: 820 },
  { id: 'laundry', label: 'Laundry', value: 430 },
  { id: 'lighting', label: 'Lighting', value: 310 },
  { id: 'electronics', label: 'Electronics', value: 560 },
];

/** Answers to "How did you hear about us?" from 400 customers of a bike shop (illustrative). */
export const REFERRAL_ANSWERS: Share[] = [
  { id: 'friend', label: 'A friend', value: 148 },
  { id: 'search', label: 'Web search', value: 96 },
  { id: 'social', label: 'Social media', value: 72 },
  { id: 'walk-in', label: 'Walked past', value: 54 },
  { id: 'radio', label: 'Local radio', value: 18 },
  { id: 'other', label: 'Other', value: 12 },
];

/** Tickets closed by a support team in one week, by channel (illustrative). */
export const SUPPORT_TICKETS: Share[] = [
  { id: 'email', label: 'Email', value: 212 },
  { id: 'chat', label: 'Chat', value: 164 },
  { id: 'phone', label: 'Phone', value: 71 },
];

/** A family's monthly spending by category, in US dollars, for two months (illustrative). */
export const MONTHLY_BUDGET_USD: Readonly<Record<'january' | 'july', Share[]>> = {
  january: [
    { id: 'housing', label: 'Housing', value: 1650 },
    { id: 'food', label: 'Food', value: 720 },
    { id: 'transport', label: 'Transport', value: 340 },
    { id: 'utilities', label: 'Utilities', value: 410 },
    { id: 'leisure', label: 'Leisure', value: 180 },
  ],
  july: [
    { id: 'housing', label: 'Housing', value: 1650 },
    { id: 'food', label: 'Food', value: 690 },
    { id: 'transport', label: 'Transport', value: 520 },
    { id: 'utilities', label: 'Utilities', value: 230 },
    { id: 'leisure', label: 'Leisure', value: 640 },
  ],
};

/** A two-level breakdown: a ring of groups around a ring of their parts. */
export interface Group {
  id: string;
  label: string;
  parts: Share[];
}

/**
 * Electricity generated in a small country in one year, in terawatt-hours, by group and source
 * (illustrative).
 */
export const ELECTRICITY_SOURCES_TWH: Group[] = [
  {
    id: 'fossil',
    label: 'Fossil',
    parts: [
      { id: 'gas', label: 'Gas', value: 21 },
      { id: 'coal', label: 'Coal', value: 9 },
    ],
  },
  {
    id: 'renewable',
    label: 'Renewable',
    parts: [
      { id: 'wind', label: 'Wind', value: 24 },
      { id: 'solar', label: 'Solar', value: 11 },
      { id: 'hydro', label: 'Hydro', value: 6 },
    ],
  },
  {
    id: 'nuclear',
    label: 'Nuclear',
    parts: [{ id: 'nuclear-plants', label: 'Nuclear plants', value: 29 }],
  },
];

/** The tasks of a website redesign by status, at the end of its sixth week (illustrative). */
export const REDESIGN_TASKS: Share[] = [
  { id: 'done', label: 'Done', value: 34 },
  { id: 'review', label: 'In review', value: 9 },
  { id: 'progress', label: 'In progress', value: 12 },
  { id: 'todo', label: 'Not started', value: 17 },
];
