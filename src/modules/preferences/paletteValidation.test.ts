import { assertPaletteColor, isHexColor, isValidPaletteColor } from './paletteValidation';

const NO_MAIN = (name: string) =>
  `MUI: The color (${name}) provided to the theme is invalid.\nThe color object needs to have a \`main\` property.`;
const NOT_STRING = (name: string, shown: string) =>
  `MUI: The color (${name}) provided to the theme is invalid.\n\`color.main\` should be a string, but \`${shown}\` was provided instead.`;

function messageOf(fn: () => void): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return undefined;
}

describe('assertPaletteColor', () => {
  it('accepts a colour whose main is a string', () => {
    expect(() => assertPaletteColor('primary', { main: '#0059b2' })).not.toThrow();
    // Only the type of main is checked here; the theme decides what strings it understands.
    expect(() => assertPaletteColor('primary', { main: 'banana' })).not.toThrow();
  });

  it('names the colour and asks for main when main is missing', () => {
    expect(messageOf(() => assertPaletteColor('primary', {}))).toBe(NO_MAIN('primary'));
    expect(messageOf(() => assertPaletteColor('secondary', { dark: '#000' }))).toBe(NO_MAIN('secondary'));
    expect(messageOf(() => assertPaletteColor('primary', { main: undefined }))).toBe(NO_MAIN('primary'));
  });

  it('treats a value that is not an object as a colour without main', () => {
    for (const value of [null, undefined, '#0059b2', 42]) {
      expect(messageOf(() => assertPaletteColor('primary', value))).toBe(NO_MAIN('primary'));
    }
  });

  it('shows the offending value when main is not a string', () => {
    expect(messageOf(() => assertPaletteColor('primary', { main: 42 }))).toBe(NOT_STRING('primary', '42'));
    expect(messageOf(() => assertPaletteColor('secondary', { main: {} }))).toBe(NOT_STRING('secondary', '{}'));
    expect(messageOf(() => assertPaletteColor('primary', { main: null }))).toBe(NOT_STRING('primary', 'null'));
    expect(messageOf(() => assertPaletteColor('primary', { main: ['#fff'] }))).toBe(NOT_STRING('primary', '["#fff"]'));
  });

  it('throws instances of Error', () => {
    expect(() => assertPaletteColor('primary', {})).toThrow(Error);
  });
});

describe('isHexColor', () => {
  it('accepts #rgb and #rrggbb in either case', () => {
    for (const value of ['#fff', '#FFF', '#0059b2', '#0059B2', '#AbC', ' #123456 '])
      expect(isHexColor(value)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const value of [
      'fff',
      '#ff',
      '#ffff',
      '#fffffff',
      '#12345g',
      'red',
      'rgb(0,0,0)',
      '',
      '#',
      42,
      null,
      undefined,
      {},
    ]) {
      expect(isHexColor(value)).toBe(false);
    }
  });
});

describe('isValidPaletteColor', () => {
  it('accepts a colour object with a hex main', () => {
    expect(isValidPaletteColor({ main: '#0059b2' })).toBe(true);
    expect(isValidPaletteColor({ main: '#abc' })).toBe(true);
  });
  it('rejects, without throwing, what the theme could not use', () => {
    for (const value of [
      {},
      { main: 42 },
      { main: {} },
      { main: 'banana' },
      { main: '' },
      null,
      undefined,
      '#0059b2',
      [],
    ]) {
      expect(() => isValidPaletteColor(value)).not.toThrow();
      expect(isValidPaletteColor(value)).toBe(false);
    }
  });
});
