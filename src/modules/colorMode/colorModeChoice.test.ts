import { DEFAULT_MODE_CHOICE, MODE_CHOICES, docusaurusChoice, effectiveMode, isModeChoice } from './colorModeChoice';

describe('mode choices', () => {
  it('are light, system and dark, in the order the drawer shows them; system by default', () => {
    expect(MODE_CHOICES).toEqual(['light', 'system', 'dark']);
    expect(DEFAULT_MODE_CHOICE).toBe('system');
  });

  it('recognizes exactly the three choices', () => {
    for (const value of ['light', 'dark', 'system']) expect(isModeChoice(value)).toBe(true);
    for (const value of ['purple', 'DARK', 'Light', '', ' dark', null, undefined, 1, {}, ['dark']])
      expect(isModeChoice(value)).toBe(false);
  });
});

describe('effectiveMode', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('paints %s with the OS preferring dark=%s as %s', (choice, systemPrefersDark, painted) => {
    expect(effectiveMode(choice, systemPrefersDark)).toBe(painted);
  });
});

describe('docusaurusChoice', () => {
  it('hands explicit choices over as they are and system as null (follow the OS)', () => {
    expect(docusaurusChoice('light')).toBe('light');
    expect(docusaurusChoice('dark')).toBe('dark');
    expect(docusaurusChoice('system')).toBeNull();
  });
});
