// Semi-major axis (astronomical units) and orbital period (Earth years) of the eight planets, rounded
// from NASA's planetary fact sheets.
export interface PlanetOrbit {
  name: string;
  distanceAu: number;
  periodYears: number;
}

export const PLANET_ORBITS: readonly PlanetOrbit[] = [
  { name: 'Mercury', distanceAu: 0.39, periodYears: 0.24 },
  { name: 'Venus', distanceAu: 0.72, periodYears: 0.62 },
  { name: 'Earth', distanceAu: 1, periodYears: 1 },
  { name: 'Mars', distanceAu: 1.52, periodYears: 1.88 },
  { name: 'Jupiter', distanceAu: 5.2, periodYears: 11.86 },
  { name: 'Saturn', distanceAu: 9.54, periodYears: 29.46 },
  { name: 'Uranus', distanceAu: 19.19, periodYears: 84.01 },
  { name: 'Neptune', distanceAu: 30.07, periodYears: 164.8 },
];
