import path from 'node:path';
import { messageOf } from '../../config/process/messageOf';
import { parseAsync, transformAsync, type PluginObj } from '@babel/core';
import presetTypescript from '@babel/preset-typescript';
import { transform as sucraseTransform } from 'sucrase';
// The standalone build: the Node entry of Prettier 3 loads itself through a dynamic import(),
// which Jest (without --experimental-vm-modules) and jiti-evaluated code cannot run.
import { format } from 'prettier/standalone';
import type { Options as PrettierOptions } from 'prettier';
import * as prettierBabel from 'prettier/plugins/babel';
import * as prettierEstree from 'prettier/plugins/estree';

/** The formatting of every shown source, TypeScript and JavaScript alike. */
export const PRETTIER_OPTIONS = {
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 90,
} as const satisfies PrettierOptions;

const PRETTIER_PLUGINS = [prettierBabel, prettierEstree];

/** An error about one demo file: the message starts with the file's path. */
function fileError(filename: string, error: unknown): Error {
  let message = messageOf(error);
  // Babel prefixes its messages with the absolute path: name the file as the caller did.
  const absolute = `${path.resolve(filename)}: `;
  if (message.startsWith(absolute)) message = message.slice(absolute.length);
  const wrapped = new Error(message.startsWith(`${filename}: `) ? message : `${filename}: ${message}`);
  wrapped.cause = error;
  return wrapped;
}

/**
 * Refuses the TypeScript that does not simply erase: enums and namespaces compile to IIFEs that
 * no reader would write in JavaScript. Runs before the TypeScript preset (plugins run first).
 */
function rejectNonErasableSyntax(): PluginObj {
  return {
    name: 'demo-sources-reject-non-erasable-syntax',
    visitor: {
      TSEnumDeclaration(nodePath) {
        throw nodePath.buildCodeFrameError(
          `demos must not use enums (enum ${nodePath.node.id.name}): use a union of string literals or an object with \`as const\`, so the JavaScript variant stays readable.`,
        );
      },
      TSModuleDeclaration(nodePath) {
        const { node } = nodePath;
        // `declare module` / `declare global` / `declare namespace` are erased; real namespaces are not.
        if (node.declare || node.id.type === 'StringLiteral' || node.kind === 'global') return;
        throw nodePath.buildCodeFrameError(
          'demos must not use namespaces: use plain module-level declarations, so the JavaScript variant stays readable.',
        );
      },
    },
  };
}

/**
 * Formats source code with the shared options; a syntax error names the file. TypeScript goes through
 * Prettier's `babel-ts` parser: the same output as its `typescript` parser on all 647 demos (compared
 * 7 December), in two thirds of the time (2.5 s against 3.4 s for all of them, a cold process).
 */
async function formatWith(source: string, filename: string, parser: 'babel' | 'babel-ts'): Promise<string> {
  try {
    return await format(source, { ...PRETTIER_OPTIONS, parser, plugins: PRETTIER_PLUGINS, filepath: filename });
  } catch (error) {
    throw fileError(filename, error);
  }
}

/**
 * Sucrase removes each type where it stands and keeps every line, so a line that held only types
 * (`import type`, an interface, a `type` alias, a signature's annotation on a line of its own) comes
 * out blank. Such a line would add a blank line the author never wrote, which Prettier keeps between
 * statements, members and JSX children: this removes every line that is blank in the output but not in
 * the source. A line is never emptied inside a string or template literal, so the code keeps its meaning.
 */
export function dropEmptiedLines(code: string, source: string): string {
  const codeLines = code.split('\n');
  const sourceLines = source.split('\n');
  // Sucrase keeps the line count; should it ever not, lines cannot be matched up: keep them all.
  if (codeLines.length !== sourceLines.length) return code;
  return codeLines.filter((text, index) => text.trim() !== '' || sourceLines[index]!.trim() === '').join('\n');
}

/** Whether a source is read with JSX: a `.tsx` file and a fence; a `.ts` file keeps `<T>value` a type assertion. */
function readsJsx(filename: string): boolean {
  return !filename.endsWith('.ts');
}

/** A source's text with Windows and old Mac line endings read as Unix ones. */
export function withUnixLineEndings(source: string): string {
  return source.replace(/\r\n?/g, '\n');
}

/**
 * Words without which a source cannot declare an enum or a namespace (`enum`, `namespace`, `module`).
 * Most demos have none of them, and are not parsed by Babel at all.
 */
const NON_ERASABLE_WORDS = /\b(?:enum|namespace|module)\b/;

/**
 * What both Babel calls share: no configuration file of the site's, ES modules, and a plain code frame
 * (in a terminal with colour, as on CI, Babel would highlight it with escape codes).
 */
const BABEL_OPTIONS = { babelrc: false, configFile: false, highlightCode: false, sourceType: 'module' } as const;

/** Babel's parse, run for its error: a syntax error with the line, the column and a code frame. */
async function babelSyntaxError(source: string, filename: string): Promise<unknown> {
  try {
    await parseAsync(source, {
      ...BABEL_OPTIONS,
      filename,
      parserOpts: { plugins: readsJsx(filename) ? ['typescript', 'jsx'] : ['typescript'] },
    });
    return undefined;
  } catch (error) {
    return error;
  }
}

/** Refuses enums and namespaces (see `rejectNonErasableSyntax`), through Babel, whose frames name the line. */
async function checkErasable(source: string, filename: string): Promise<void> {
  if (!NON_ERASABLE_WORDS.test(source)) return;
  try {
    await transformAsync(source, {
      ...BABEL_OPTIONS,
      filename,
      code: false,
      plugins: [rejectNonErasableSyntax],
      presets: [[presetTypescript, { isTSX: readsJsx(filename), allExtensions: true }]],
    });
  } catch (error) {
    throw fileError(filename, error);
  }
}

/**
 * The JavaScript variant of a TypeScript demo: types erased by Sucrase (nothing else transformed,
 * JSX and ES modules stay as written, and every line stays where it was, so the blank lines between
 * statements survive), the lines that held only types removed, then formatted by Prettier. Imports
 * used only as types go, as TypeScript's own emit drops them. A `.ts` file is read without JSX, so
 * `<T>value` stays a type assertion there. A source without types is its own JavaScript, as written
 * (about one demo in six): both variants then show the same text.
 */
export async function tsToJs(tsSource: string, filename: string): Promise<string> {
  const source = withUnixLineEndings(tsSource);
  await checkErasable(source, filename);
  let code: string;
  try {
    code = sucraseTransform(source, {
      transforms: readsJsx(filename) ? ['typescript', 'jsx'] : ['typescript'],
      jsxRuntime: 'preserve',
      disableESTransforms: true,
    }).code;
  } catch (error) {
    // Babel's message has a code frame; Sucrase's only the position. Babel's, when it fails too.
    throw fileError(filename, (await babelSyntaxError(source, filename)) ?? error);
  }
  // Nothing erased: the JS is the TS, which the repository keeps formatted (lint:format, lint:fences).
  if (code === source) return source;
  return formatWith(dropEmptiedLines(code, source), filename, 'babel');
}

/**
 * A TypeScript source formatted as readers are shown it, with the JavaScript variant's options: what
 * a variants fence must read like (`npm run lint:fences`; demo files are checked by Prettier itself).
 */
export async function formatTs(source: string, filename: string): Promise<string> {
  return formatWith(source, filename, 'babel-ts');
}
