import fs from 'node:fs';
import { CORE_VERSION_LABEL, VERSION_LABEL } from '@site/src/data/constants';
import { buildFeedbackPayload, pageVersion } from './feedbackPayload';

describe('pageVersion', () => {
  it('reports the docs version label for pages of the x area', () => {
    expect(pageVersion('x', VERSION_LABEL)).toBe('7.14.0');
    expect(pageVersion('x', '7.13.0')).toBe('7.13.0');
  });

  it('reports the Material UI version for the core sections', () => {
    expect(pageVersion('default', 'Next')).toBe(CORE_VERSION_LABEL);
    expect(pageVersion(undefined, undefined)).toBe(CORE_VERSION_LABEL);
  });

  it('keeps CORE_VERSION_LABEL equal to the installed @mui/material', () => {
    const installed = JSON.parse(fs.readFileSync(require.resolve('@mui/material/package.json'), 'utf8')) as {
      version: string;
    };
    expect(CORE_VERSION_LABEL).toBe(installed.version);
  });
});

describe('buildFeedbackPayload', () => {
  const fields = {
    page: '/x/react-charts/bars',
    rating: 'down' as const,
    comment: '  The legend example is missing.\n',
    language: 'zh' as const,
    version: '7.14.0',
    anonymousId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  };

  it('keeps every field and trims the comment', () => {
    expect(buildFeedbackPayload(fields)).toEqual({ ...fields, comment: 'The legend example is missing.' });
  });

  it('sends markup as the very text that was typed', () => {
    const comment = '<img src=x onerror="alert(1)">';
    expect(JSON.parse(JSON.stringify(buildFeedbackPayload({ ...fields, comment }))).comment).toBe(comment);
  });

  it('drops fields that are not part of the contract', () => {
    const payload = buildFeedbackPayload({ ...fields, extra: 'no' } as typeof fields);
    expect(Object.keys(payload).sort()).toEqual(['anonymousId', 'comment', 'language', 'page', 'rating', 'version']);
  });
});
