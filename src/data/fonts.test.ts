import fs from 'node:fs';
import path from 'node:path';
import { FONT_FAMILY, FONT_STACK } from './fonts';

describe('the font stack', () => {
  it('ends with a generic family and names a Chinese face of each common system', () => {
    expect(FONT_STACK.at(-1)).toBe('sans-serif');
    for (const face of ['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', '"WenQuanYi Micro Hei"']) {
      expect(FONT_STACK).toContain(face);
    }
  });

  it("is the same list in Infima's base font (src/css/custom.css)", () => {
    const css = fs.readFileSync(path.join(__dirname, '../css/custom.css'), 'utf8');
    const declared = /--ifm-font-family-base:\s*([^;]+);/.exec(css)?.[1];
    const normalize = (value: string) => value.replace(/'/g, '"').replace(/\s+/g, ' ').trim();
    expect(normalize(declared ?? '')).toBe(normalize(FONT_FAMILY));
  });
});
