/** @jest-environment jsdom */
import { decompressFromBase64 } from 'lz-string';
import { codesandboxFields, compressParameters, postForm, stackblitzFields } from './forms';
import type { SandboxProject } from './project';

const PROJECT: SandboxProject = {
  title: 'BasicGrid - Data Grid',
  description: 'BasicGrid from http://127.0.0.1/x/react-data-grid',
  files: { 'index.html': '<div id="root"></div>\n', 'src/main.tsx': "import './x';\n", 'package.json': '{}\n' },
};

const decompress = (parameters: string): unknown =>
  JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')) ?? 'null');

describe('stackblitzFields', () => {
  it("posts StackBlitz's project fields: title, description, the node template and one field per file", () => {
    expect(stackblitzFields(PROJECT)).toEqual([
      ['project[title]', 'BasicGrid - Data Grid'],
      ['project[description]', 'BasicGrid from http://127.0.0.1/x/react-data-grid'],
      ['project[template]', 'node'],
      ['project[files][index.html]', '<div id="root"></div>\n'],
      ['project[files][src/main.tsx]', "import './x';\n"],
      ['project[files][package.json]', '{}\n'],
    ]);
  });
});

describe('codesandboxFields', () => {
  it('posts one URL-safe LZ-string `parameters` field holding {files: {path: {content}}}', () => {
    const fields = codesandboxFields(PROJECT);
    expect(fields.map(([name]) => name)).toEqual(['parameters']);
    const [, parameters] = fields[0]!;
    expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decompress(parameters)).toEqual({
      files: {
        'index.html': { content: '<div id="root"></div>\n', isBinary: false },
        'src/main.tsx': { content: "import './x';\n", isBinary: false },
        'package.json': { content: '{}\n', isBinary: false },
      },
    });
  });

  it('compresses any text to the URL-safe alphabet, reversibly', () => {
    const text = '?'.repeat(500) + '>>>~~~';
    expect(decompress(compressParameters(JSON.stringify(text)))).toBe(text);
  });
});

describe('postForm', () => {
  it('submits a hidden POST form to a new tab with the fields as hidden inputs, then removes it', () => {
    let submitted: HTMLFormElement | null = null;
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted = this.cloneNode(true) as HTMLFormElement;
      expect(this.isConnected).toBe(true);
    });
    postForm('http://127.0.0.1:9/run', [
      ['project[title]', 'A'],
      ['project[files][src/a.tsx]', 'line 1\nline 2'],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submitted as unknown as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://127.0.0.1:9/run');
    expect(form.target).toBe('_blank');
    const inputs = Array.from(form.querySelectorAll('input'));
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'project[title]', 'A'],
      ['hidden', 'project[files][src/a.tsx]', 'line 1\nline 2'],
    ]);
    expect(document.querySelector('form')).toBeNull();
    submit.mockRestore();
  });
});
