/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { ColorModeProvider, useColorModeOwner } from '@site/src/modules/colorMode/ColorModeContext';
import { CodePreferencesProvider, useCodePreferences } from '@site/src/modules/codePreferences/CodePreferencesContext';
import { MemoryStorage } from '@site/test/support/memoryStorage';
import { useUserPropertiesReporting } from './useUserPropertiesReporting';
import type { UserProperties } from './userProperties';

type Controls = ReturnType<typeof useColorModeOwner> & ReturnType<typeof useCodePreferences>;

function Reporter({
  report,
  expose,
}: {
  report: (properties: UserProperties) => void;
  expose: (controls: Controls) => void;
}) {
  useUserPropertiesReporting(report);
  expose({ ...useColorModeOwner(), ...useCodePreferences() });
  return null;
}

function setup(storage = new MemoryStorage()) {
  const report = jest.fn<void, [UserProperties]>();
  let controls: Controls | undefined;
  render(
    <ColorModeProvider storage={storage}>
      <CodePreferencesProvider>
        <Reporter report={report} expose={(value) => (controls = value)} />
      </CodePreferencesProvider>
    </ColorModeProvider>,
  );
  return { report, controls: () => controls! };
}

afterEach(() => {
  for (const name of ['codeVariant', 'codeStyling']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('useUserPropertiesReporting', () => {
  it('reports the properties once the stored preferences are read', () => {
    document.cookie = 'codeVariant=JS; path=/';
    const { report } = setup(new MemoryStorage({ theme: 'dark' }));
    expect(report).toHaveBeenCalled();
    // Never the defaults of the first render: the stored mode and variant are already there.
    for (const [properties] of report.mock.calls)
      expect(properties).toMatchObject({ color_scheme: 'dark', code_variant: 'JS' });
    expect(report.mock.calls.at(-1)![0]).toEqual({
      code_variant: 'JS',
      user_language: 'en',
      device_pixel_ratio: 1,
      os: 'Linux',
      color_scheme_os: 'light',
      color_scheme: 'dark',
      code_styling: 'system',
    });
  });

  it('reports again when the code variant, code styling or mode changes', () => {
    const { report, controls } = setup();
    act(() => controls().setCodeVariant('JS'));
    expect(report.mock.calls.at(-1)![0]).toMatchObject({ code_variant: 'JS', color_scheme: 'system' });
    act(() => controls().setChoice('dark'));
    expect(report.mock.calls.at(-1)![0]).toMatchObject({ code_variant: 'JS', color_scheme: 'dark' });
    act(() => controls().setCodeStyling('tailwind'));
    expect(report.mock.calls.at(-1)![0]).toMatchObject({ code_styling: 'tailwind' });
  });
});
