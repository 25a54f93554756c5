import type { TypeText } from '../../src/types/apiDocs';

/** The plain text of a tokenized type (the API pages render the tokens; tests compare the text). */
export function typeString(type: TypeText): string {
  return type.map((token) => (typeof token === 'string' ? token : token.name)).join('');
}
