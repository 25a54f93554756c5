import { compressToBase64 } from 'lz-string';
import type { SandboxProject } from './project';

/** One field of a form POST: name and value. */
export type FormField = readonly [name: string, value: string];

/**
 * StackBlitz's create-from-files form (`POST https://stackblitz.com/run`): `project[title]`,
 * `project[description]`, `project[template]` (`node`: the project's own package.json and
 * `npm run dev` decide how it runs) and one `project[files][<path>]` per file.
 */
export function stackblitzFields(project: SandboxProject): FormField[] {
  return [
    ['project[title]', project.title],
    ['project[description]', project.description],
    ['project[template]', 'node'],
    ...Object.entries(project.files).map(([file, content]): FormField => [`project[files][${file}]`, content]),
  ];
}

/**
 * CodeSandbox's define API (`POST https://codesandbox.io/api/v1/sandboxes/define`): one
 * `parameters` field, the JSON `{files: {<path>: {content}}}` compressed with LZ-string to Base64
 * and made URL-safe (`+` to `-`, `/` to `_`, no `=` padding), as CodeSandbox's own `getParameters` does.
 */
export function codesandboxFields(project: SandboxProject): FormField[] {
  const files = Object.fromEntries(
    Object.entries(project.files).map(([file, content]) => [file, { content, isBinary: false }]),
  );
  return [['parameters', compressParameters(JSON.stringify({ files }))]];
}

export function compressParameters(text: string): string {
  return compressToBase64(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Posts `fields` to `action` in a new tab, by a form made for it and removed right after: the
 * reader's browser goes to the service, the page makes no request of its own.
 */
export function postForm(action: string, fields: readonly FormField[], doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
