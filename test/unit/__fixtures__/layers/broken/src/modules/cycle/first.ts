// no-circular: first -> second -> first.
import { second } from './second';

export const first = (): string => second();
