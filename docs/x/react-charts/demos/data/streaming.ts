// Hours streamed per month on a fictional video service in 2023, by device, in millions of hours.
// Illustrative figures.
export const STREAMING_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export interface DeviceHours {
  id: 'tv' | 'mobile' | 'desktop' | 'tablet';
  label: string;
  hours: readonly number[];
}

export const DEVICE_HOURS: readonly DeviceHours[] = [
  { id: 'tv', label: 'TV', hours: [42, 39, 40, 36, 33, 30, 29, 31, 35, 40, 45, 51] },
  {
    id: 'mobile',
    label: 'Mobile',
    hours: [21, 20, 22, 23, 25, 27, 30, 31, 26, 24, 23, 24],
  },
  {
    id: 'desktop',
    label: 'Desktop',
    hours: [14, 14, 15, 13, 12, 10, 8, 8, 12, 14, 15, 13],
  },
  { id: 'tablet', label: 'Tablet', hours: [8, 8, 7, 7, 7, 8, 10, 11, 7, 7, 8, 10] },
];
