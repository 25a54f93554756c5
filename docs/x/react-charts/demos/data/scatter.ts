/**
 * Data of the scatter chart pages. All figures are illustrative, made up to look like real listings and
 * measurements; they do not describe a real city or a real study.
 */

export interface Listing {
  /** A stable id, used by the chart as the key of the point. */
  id: string;
  /** Floor area in square meters. */
  x: number;
  /** Monthly rent in euros. */
  y: number;
  /** The year the building was finished. */
  z: number;
}

/** Two-room and three-room apartments for rent in the old town of a mid-sized city (illustrative). */
export const OLD_TOWN_LISTINGS: Listing[] = [
  { id: 'ot-1', x: 42, y: 890, z: 1908 },
  { id: 'ot-2', x: 48, y: 960, z: 1925 },
  { id: 'ot-3', x: 55, y: 1040, z: 1954 },
  { id: 'ot-4', x: 58, y: 1180, z: 1899 },
  { id: 'ot-5', x: 63, y: 1150, z: 1962 },
  { id: 'ot-6', x: 67, y: 1320, z: 2004 },
  { id: 'ot-7', x: 71, y: 1290, z: 1931 },
  { id: 'ot-8', x: 76, y: 1450, z: 2016 },
  { id: 'ot-9', x: 82, y: 1490, z: 1978 },
  { id: 'ot-10', x: 88, y: 1640, z: 2019 },
  { id: 'ot-11', x: 95, y: 1720, z: 1912 },
  { id: 'ot-12', x: 104, y: 1900, z: 2021 },
];

/** The same kind of apartments in a suburb of the same city (illustrative). */
export const SUBURB_LISTINGS: Listing[] = [
  { id: 'sb-1', x: 50, y: 690, z: 1972 },
  { id: 'sb-2', x: 54, y: 720, z: 1968 },
  { id: 'sb-3', x: 60, y: 760, z: 1985 },
  { id: 'sb-4', x: 64, y: 840, z: 1994 },
  { id: 'sb-5', x: 68, y: 810, z: 1975 },
  { id: 'sb-6', x: 73, y: 920, z: 2008 },
  { id: 'sb-7', x: 78, y: 950, z: 1999 },
  { id: 'sb-8', x: 84, y: 1010, z: 2012 },
  { id: 'sb-9', x: 90, y: 1080, z: 1981 },
  { id: 'sb-10', x: 97, y: 1160, z: 2018 },
  { id: 'sb-11', x: 105, y: 1230, z: 2022 },
  { id: 'sb-12', x: 112, y: 1290, z: 2015 },
];

export interface Measurement {
  id: string;
  x: number;
  y: number;
}

/**
 * A café's daily iced drinks sold against the day's highest temperature (°C) over three weeks of early
 * summer (illustrative).
 */
export const ICED_DRINKS_BY_TEMPERATURE: Measurement[] = [
  { id: 'd1', x: 17, y: 38 },
  { id: 'd2', x: 19, y: 45 },
  { id: 'd3', x: 18, y: 41 },
  { id: 'd4', x: 21, y: 58 },
  { id: 'd5', x: 23, y: 66 },
  { id: 'd6', x: 22, y: 71 },
  { id: 'd7', x: 25, y: 84 },
  { id: 'd8', x: 26, y: 80 },
  { id: 'd9', x: 24, y: 77 },
  { id: 'd10', x: 28, y: 97 },
  { id: 'd11', x: 29, y: 104 },
  { id: 'd12', x: 27, y: 88 },
  { id: 'd13', x: 30, y: 112 },
  { id: 'd14', x: 31, y: 109 },
  { id: 'd15', x: 20, y: 49 },
  { id: 'd16', x: 16, y: 33 },
  { id: 'd17', x: 22, y: 60 },
  { id: 'd18', x: 26, y: 92 },
  { id: 'd19', x: 32, y: 121 },
  { id: 'd20', x: 33, y: 118 },
  { id: 'd21', x: 24, y: 70 },
];

export interface Runner {
  id: string;
  /** Weekly training distance in kilometers. */
  x: number;
  /** Half-marathon finish time in minutes. */
  y: number;
}

/** Finish times of a running club's half marathon against weekly training distance, by age group (illustrative). */
export const RUNNERS_BY_AGE_GROUP: Record<'under35' | 'from35to49' | 'over50', Runner[]> =
  {
    under35: [
      { id: 'a1', x: 22, y: 118 },
      { id: 'a2', x: 30, y: 109 },
      { id: 'a3', x: 35, y: 104 },
      { id: 'a4', x: 41, y: 99 },
      { id: 'a5', x: 48, y: 95 },
      { id: 'a6', x: 55, y: 89 },
      { id: 'a7', x: 62, y: 86 },
    ],
    from35to49: [
      { id: 'b1', x: 18, y: 126 },
      { id: 'b2', x: 25, y: 117 },
      { id: 'b3', x: 32, y: 111 },
      { id: 'b4', x: 38, y: 106 },
      { id: 'b5', x: 44, y: 101 },
      { id: 'b6', x: 52, y: 97 },
    ],
    over50: [
      { id: 'c1', x: 15, y: 134 },
      { id: 'c2', x: 21, y: 127 },
      { id: 'c3', x: 28, y: 121 },
      { id: 'c4', x: 34, y: 114 },
      { id: 'c5', x: 40, y: 110 },
      { id: 'c6', x: 47, y: 106 },
    ],
  };
