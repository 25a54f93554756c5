import {
  deriveUserProperties,
  detectOs,
  roundPixelRatio,
  sameUserProperties,
  type UserPropertyInputs,
} from './userProperties';

const AGENTS: Record<string, string> = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 15633.69.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ubuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36',
};

describe('detectOs', () => {
  it.each([
    ['windows', 'Windows'],
    ['mac', 'macOS'],
    ['iphone', 'iOS'],
    ['ipad', 'iOS'],
    ['android', 'Android'],
    ['chromeos', 'ChromeOS'],
    ['linux', 'Linux'],
    ['ubuntu', 'Linux'],
    ['headless', 'Linux'],
  ])('%s -> %s', (agent, os) => {
    expect(detectOs(AGENTS[agent]!)).toBe(os);
  });

  it('says unknown for an empty, unfamiliar or missing agent', () => {
    expect(detectOs('')).toBe('unknown');
    expect(detectOs('curl/8.5.0')).toBe('unknown');
    expect(detectOs(undefined as unknown as string)).toBe('unknown');
  });
});

describe('roundPixelRatio', () => {
  it('keeps two decimals', () => {
    expect(roundPixelRatio(2)).toBe(2);
    expect(roundPixelRatio(1.100000023841858)).toBe(1.1);
    expect(roundPixelRatio(2.625)).toBe(2.63);
  });

  it('falls back to 1 for nonsense', () => {
    for (const ratio of [0, -2, Number.NaN, Number.POSITIVE_INFINITY]) expect(roundPixelRatio(ratio)).toBe(1);
  });
});

const inputs: UserPropertyInputs = {
  codeVariant: 'TS',
  codeStyling: 'system',
  userLanguage: 'en',
  devicePixelRatio: 1.5,
  userAgent: AGENTS.mac!,
  systemPrefersDark: true,
  mode: 'light',
};

describe('deriveUserProperties', () => {
  it('names every property the spec lists', () => {
    expect(deriveUserProperties(inputs)).toEqual({
      code_variant: 'TS',
      user_language: 'en',
      device_pixel_ratio: 1.5,
      os: 'macOS',
      color_scheme_os: 'dark',
      color_scheme: 'light',
      code_styling: 'system',
    });
  });

  it('follows each input', () => {
    const changed = deriveUserProperties({
      ...inputs,
      codeVariant: 'JS',
      codeStyling: 'tailwind',
      userLanguage: 'zh',
      devicePixelRatio: 3,
      userAgent: AGENTS.windows!,
      systemPrefersDark: false,
      mode: 'system',
    });
    expect(changed).toEqual({
      code_variant: 'JS',
      user_language: 'zh',
      device_pixel_ratio: 3,
      os: 'Windows',
      color_scheme_os: 'light',
      color_scheme: 'system',
      code_styling: 'tailwind',
    });
  });
});

describe('sameUserProperties', () => {
  it('compares every property', () => {
    const base = deriveUserProperties(inputs);
    expect(sameUserProperties(null, base)).toBe(false);
    expect(sameUserProperties(base, { ...base })).toBe(true);
    expect(sameUserProperties(base, { ...base, color_scheme: 'dark' })).toBe(false);
    expect(sameUserProperties(base, { ...base, device_pixel_ratio: 2 })).toBe(false);
  });
});
