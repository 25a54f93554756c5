// Residents of a fictional mid-sized town by age group and sex, in thousands. Illustrative figures
// shaped like an aging population.
export interface AgeGroup {
  ages: string;
  women: number;
  men: number;
}

export const AGE_GROUPS: readonly AgeGroup[] = [
  { ages: '0-9', women: 4.1, men: 4.3 },
  { ages: '10-19', women: 4.5, men: 4.8 },
  { ages: '20-29', women: 5.2, men: 5.4 },
  { ages: '30-39', women: 5.9, men: 6.1 },
  { ages: '40-49', women: 6.4, men: 6.3 },
  { ages: '50-59', women: 7.0, men: 6.8 },
  { ages: '60-69', women: 6.1, men: 5.6 },
  { ages: '70-79', women: 4.2, men: 3.4 },
  { ages: '80+', women: 2.6, men: 1.5 },
];
