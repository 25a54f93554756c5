import {
  displayWidth,
  formatBytes,
  formatDuration,
  formatMb,
  formatMs,
  formatRatio,
  formatSeconds,
  markdownTable,
} from './table';

describe('markdownTable', () => {
  it('pads columns to their widest cell and right-aligns where asked', () => {
    expect(
      markdownTable(
        ['page', 'JS'],
        [
          ['plain docs page', '180.2 KiB'],
          ['home', '1.0 KiB'],
        ],
        ['left', 'right'],
      ),
    ).toBe(
      [
        '| page            |        JS |',
        '| --------------- | --------: |',
        '| plain docs page | 180.2 KiB |',
        '| home            |   1.0 KiB |',
      ].join('\n'),
    );
  });

  it('escapes pipes, flattens newlines and fills short rows', () => {
    expect(markdownTable(['a', 'b'], [['x|y'], ['two\nlines', 'z']])).toBe(
      ['| a         | b   |', '| --------- | --- |', '| x\\|y      |     |', '| two lines | z   |'].join('\n'),
    );
  });

  it('counts CJK characters as two columns', () => {
    expect(displayWidth('数据')).toBe(4);
    const table = markdownTable(['query'], [['数据'], ['grid']]);
    expect(table.split('\n')[2]).toBe('| 数据  |');
    expect(table.split('\n')[3]).toBe('| grid  |');
  });
});

describe('formats', () => {
  it('writes bytes in KiB, and MiB for large sizes', () => {
    expect(formatBytes(184_525)).toBe('180.2 KiB');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(12 * 1024 * 1024)).toBe('12.0 MiB');
  });

  it('writes times, memory and ratios', () => {
    expect(formatMs(42.345)).toBe('42.3 ms');
    expect(formatMs(4.5)).toBe('4.50 ms');
    expect(formatMs(2100.4)).toBe('2,100 ms');
    expect(formatSeconds(31.26)).toBe('31.3 s');
    expect(formatMb(1312.6)).toBe('1,313 MB');
    expect(formatRatio(1.2345)).toBe('1.23×');
  });

  it('writes durations in minutes and seconds', () => {
    expect(formatDuration(545)).toBe('9 min 05 s');
    expect(formatDuration(42.4)).toBe('42 s');
  });
});
