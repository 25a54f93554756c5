export const labelFromDisk = (read: unknown): string => (typeof read === 'function' ? 'disk' : '');
