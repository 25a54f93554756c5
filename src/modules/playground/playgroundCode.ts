import type { ElementType, ReactElement } from 'react';

/**
 * The playground's code: the snippet a reader starts from, the step that makes a module-style
 * snippet render (its default export is the component shown), and the draft kept between visits.
 */

/** Key under which the reader's draft is kept in localStorage. */
export const PLAYGROUND_DRAFT_KEY = 'portal.playground.draft';

/** Drafts longer than this are not stored (a pasted bundle, not a snippet). */
export const MAX_DRAFT_LENGTH = 100_000;

export const DEFAULT_PLAYGROUND_CODE = `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Greeting {
  name: string;
  times: number;
}

export default function Playground() {
  const [greeting, setGreeting] = React.useState<Greeting>({ name: 'Ada', times: 0 });

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Your name"
        value={greeting.name}
        onChange={(event) => setGreeting({ ...greeting, name: event.target.value })}
      />
      <Button variant="contained" onClick={() => setGreeting({ ...greeting, times: greeting.times + 1 })}>
        Say hello
      </Button>
      <Typography>
        {greeting.times === 0
          ? 'Press the button.'
          : \`Hello, \${greeting.name || 'stranger'}! (\${greeting.times})\`}
      </Typography>
    </Stack>
  );
}
`;

/** Name of the object the compiled snippet assigns its exports to (provided in the scope). */
export const EXPORTS_BINDING = 'exports';
/** Name of the scope function that turns the default export into the element to render. */
export const ELEMENT_BINDING = '__playgroundElement';

/** A statement calling `render(...)` with an argument (a method `render() {` is not one). */
const RENDER_CALL = /(^|;)\s*render\s*\((?!\s*\))/m;

/**
 * Appends the call that renders the snippet's default export. Snippets that call `render(...)`
 * themselves are left alone. The call is on its own line so error positions in the reader's code
 * stay where they were.
 */
export function withRenderCall(code: string): string {
  if (RENDER_CALL.test(code)) return code;
  return `${EXPORTS_BINDING}.default = undefined; ${code}\n;render(${ELEMENT_BINDING}(${EXPORTS_BINDING}.default));`;
}

/** The message shown when a snippet has nothing to render. */
export const MISSING_DEFAULT_EXPORT =
  'Nothing to render: export a component as default, for example `export default function Demo() { ... }`.';

/** Turns the default export into the element to render, or explains what is missing. */
export function playgroundElement(exported: unknown, createElement: (type: ElementType) => ReactElement): ReactElement {
  if (typeof exported === 'function' || (typeof exported === 'object' && exported !== null && '$$typeof' in exported)) {
    return createElement(exported as ElementType);
  }
  throw new Error(MISSING_DEFAULT_EXPORT);
}

/** Reads the stored draft; anything unusable (absent, not a string, too long, blank) gives the default. */
export function parseDraft(stored: unknown): string {
  if (typeof stored !== 'string' || stored.trim() === '' || stored.length > MAX_DRAFT_LENGTH)
    return DEFAULT_PLAYGROUND_CODE;
  return stored;
}

/** Where the draft lives; storage that throws (private mode, blocked) behaves as empty. */
export function readDraft(storage: Pick<Storage, 'getItem'> | undefined): string {
  try {
    return parseDraft(storage?.getItem(PLAYGROUND_DRAFT_KEY));
  } catch {
    return DEFAULT_PLAYGROUND_CODE;
  }
}

/** Stores the draft; the default code is stored as "no draft", and a failure is ignored. */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, code: string): void {
  try {
    if (code === DEFAULT_PLAYGROUND_CODE || code.length > MAX_DRAFT_LENGTH) storage?.removeItem(PLAYGROUND_DRAFT_KEY);
    else storage?.setItem(PLAYGROUND_DRAFT_KEY, code);
  } catch {
    // Full or blocked storage: the draft stays in the editor for this visit.
  }
}
