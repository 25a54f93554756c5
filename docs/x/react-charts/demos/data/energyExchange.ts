// Electricity generation of a fictional regional grid in 2024, by source and quarter, in terawatt-hours,
// plus the net exchange with neighbors (negative: exported). Illustrative only.
export interface EnergyQuarter {
  quarter: string;
  wind: number;
  solar: number;
  hydro: number;
  gas: number;
  exchange: number;
}

export const GRID_2024: readonly EnergyQuarter[] = [
  { quarter: 'Q1', wind: 9.8, solar: 2.1, hydro: 6.4, gas: 7.5, exchange: 1.2 },
  { quarter: 'Q2', wind: 7.2, solar: 5.9, hydro: 5.1, gas: 4.8, exchange: -2.4 },
  { quarter: 'Q3', wind: 5.6, solar: 7.3, hydro: 2.8, gas: 6.1, exchange: -1.1 },
  { quarter: 'Q4', wind: 10.4, solar: 1.8, hydro: 5.7, gas: 8.2, exchange: 2.0 },
];

export type EnergySource = 'wind' | 'solar' | 'hydro' | 'gas' | 'exchange';

export const ENERGY_LABELS: Readonly<Record<EnergySource, string>> = {
  wind: 'Wind',
  solar: 'Solar',
  hydro: 'Hydro',
  gas: 'Gas',
  exchange: 'Net import',
};
