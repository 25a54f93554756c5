import { attempt, combineOutcomes, failed, mapOutcome, missing, ok } from './outcome';

describe('outcomes', () => {
  it('maps a value and keeps the reason of a missing or failed measurement', () => {
    expect(mapOutcome(ok(2), (value) => value * 10)).toEqual(ok(20));
    expect(mapOutcome(missing<number>('page missing'), (value) => value * 10)).toEqual(missing('page missing'));
    expect(mapOutcome(failed<number>('crashed'), (value) => value * 10)).toEqual(failed('crashed'));
    expect(mapOutcome(ok(2), () => null)).toEqual(missing('not measured'));
  });

  it('combines two values, an error winning over a missing page', () => {
    expect(combineOutcomes(ok(6), ok(3), (a, b) => a / b)).toEqual(ok(2));
    expect(combineOutcomes(missing<number>('page missing'), failed<number>('crashed'), (a, b) => a + b)).toEqual(
      failed('crashed'),
    );
    expect(combineOutcomes(ok(1), missing<number>('page missing'), (a, b) => a + b)).toEqual(missing('page missing'));
    expect(combineOutcomes(ok(1), ok(0), () => null).status).toBe('error');
  });

  it('turns a thrown error into a failed outcome with its first line', async () => {
    await expect(attempt(async () => ok(1))).resolves.toEqual(ok(1));
    await expect(
      attempt<number>(async () => {
        throw new Error('Timeout 30000ms exceeded.\nCall log: ...');
      }),
    ).resolves.toEqual(failed('Timeout 30000ms exceeded.'));
  });
});
