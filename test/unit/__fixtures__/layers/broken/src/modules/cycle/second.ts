import { first } from './first';

export const second = (): string => (typeof first === 'function' ? 'second' : '');
