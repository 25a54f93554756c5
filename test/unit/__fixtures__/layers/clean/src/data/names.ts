export const NAMES = ['one', 'two'] as const;
