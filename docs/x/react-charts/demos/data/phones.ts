// Share of smartphones in use by operating system in one fictional survey panel, in percent. Illustrative only.
export interface OsShare {
  id: string;
  label: string;
  value: number;
}

export const PHONE_OS_SHARES: readonly OsShare[] = [
  { id: 'android', label: 'Android', value: 71 },
  { id: 'ios', label: 'iOS', value: 27 },
  { id: 'other', label: 'Other', value: 2 },
];
