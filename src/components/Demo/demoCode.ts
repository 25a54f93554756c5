import type { CodeStyling, CodeVariant } from '@site/src/modules/codePreferences/codePreferences';
import type { DemoSources } from '../../types/demo';

export interface ShownCode {
  code: string;
  language: 'tsx' | 'jsx';
  /** The styling actually shown: the preferred one when the demo has it, otherwise system. */
  styling: CodeStyling;
}

/** The code a demo shows for the reader's preferences, falling back to what the demo has. */
export function demoCode(sources: DemoSources, codeVariant: CodeVariant, codeStyling: CodeStyling): ShownCode {
  const variant = codeStyling !== 'system' ? sources.variants[codeStyling] : undefined;
  const pair = variant ?? { ts: sources.ts, js: sources.js };
  return {
    code: (codeVariant === 'JS' ? pair.js : pair.ts).trimEnd(),
    language: codeVariant === 'JS' ? 'jsx' : 'tsx',
    styling: variant ? codeStyling : 'system',
  };
}

/** The styling variants a demo offers (system always first), for the styling menu. */
export function availableStylings(sources: DemoSources): CodeStyling[] {
  return [
    'system',
    ...(Object.keys(sources.variants) as CodeStyling[]).filter(
      (styling) => sources.variants[styling as 'tailwind' | 'css'],
    ),
  ];
}
