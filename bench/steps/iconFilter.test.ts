import { queryWords, sampleQueries } from './iconFilter';

describe('sampleQueries', () => {
  it('takes the queries in turn, one per sample', () => {
    expect(sampleQueries(['alarm', 'arrow back', 'delete'], 5)).toEqual([
      'alarm',
      'arrow back',
      'delete',
      'alarm',
      'arrow back',
    ]);
  });

  it('is empty without queries or samples', () => {
    expect(sampleQueries([], 5)).toEqual([]);
    expect(sampleQueries(['alarm'], 0)).toEqual([]);
  });
});

describe('queryWords', () => {
  it('gives the lowercase words the first result must contain', () => {
    expect(queryWords('  Alarm  add ')).toEqual(['alarm', 'add']);
    expect(queryWords('')).toEqual([]);
  });
});
