// Runs inlineCodeOf in a plain Node process (the remark packages are ESM only, which Jest cannot load):
// reads a page from stdin, writes its inline code spans as JSON to stdout.
import { inlineCodeOf } from '../inlineCode';

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (input += chunk));
process.stdin.on('end', () => process.stdout.write(JSON.stringify(inlineCodeOf(input))));
