/** Fixture for runEsmScript.test.ts: an ES module that answers the JSON on stdin with `{ echoed }`. */
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const input: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
process.stdout.write(JSON.stringify({ echoed: input, esm: typeof import.meta.url === 'string' }));
