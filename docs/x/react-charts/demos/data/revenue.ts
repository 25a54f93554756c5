// Quarterly revenue of a fictional outdoor-equipment retailer, in US dollars. Illustrative figures.
export const REVENUE_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export const REVENUE_BY_YEAR: Readonly<Record<'2022' | '2023', readonly number[]>> = {
  '2022': [1_840_000, 2_310_000, 2_650_000, 3_120_000],
  '2023': [2_020_000, 2_480_000, 2_590_000, 3_540_000],
};
