import { buildIconSearch, filterIcons, nameWords, queryWords } from './filter';
import type { IconIndex } from './names';

const ALL = 0b11111;
const FILLED_ONLY = 0b00001;
const index: IconIndex = {
  names: ['AccessAlarm', 'Add', 'AlarmAdd', 'AlarmOn', 'Battery20', 'GitHub', 'InsertChartOutlined'],
  themes: [ALL, ALL, ALL, ALL, ALL, FILLED_ONLY, ALL],
};
const search = buildIconSearch(index);
const names = (query: string, theme: Parameters<typeof filterIcons>[2] = 'Filled') =>
  filterIcons(search, query, theme).map((position) => index.names[position]);

describe('nameWords', () => {
  it('splits PascalCase names, digits and capitals runs into lowercase words', () => {
    expect(nameWords('AlarmAdd')).toEqual(['alarm', 'add']);
    expect(nameWords('Battery20')).toEqual(['battery', '20']);
    expect(nameWords('GitHub')).toEqual(['git', 'hub']);
    expect(nameWords('SOS')).toEqual(['sos']);
  });
});

describe('queryWords', () => {
  it('lowercases and splits on spaces and separators', () => {
    expect(queryWords('  Alarm  add ')).toEqual(['alarm', 'add']);
    expect(queryWords('alarm-add_on')).toEqual(['alarm', 'add', 'on']);
    expect(queryWords('')).toEqual([]);
  });
});

describe('filterIcons', () => {
  it('lists every icon of the theme for an empty query, in index order', () => {
    expect(names('')).toEqual(index.names);
    expect(names('', 'Outlined')).not.toContain('GitHub');
  });

  it('finds a name word by word, joined or in PascalCase', () => {
    expect(names('alarm add')).toEqual(['AlarmAdd']);
    expect(names('alarmadd')).toEqual(['AlarmAdd']);
    expect(names('AlarmAdd')).toEqual(['AlarmAdd']);
    expect(names('add alarm')).toEqual(['AlarmAdd']);
  });

  it('matches parts of words and puts the exact name first', () => {
    expect(names('alarm')).toEqual(['AccessAlarm', 'AlarmAdd', 'AlarmOn']);
    expect(names('add')).toEqual(['Add', 'AlarmAdd']);
  });

  it('finds nothing for a word no name has (the package has no synonyms)', () => {
    expect(names('trash')).toEqual([]);
  });

  it('leaves out names the theme does not have', () => {
    expect(names('git', 'Filled')).toEqual(['GitHub']);
    expect(names('git', 'Sharp')).toEqual([]);
  });
});
