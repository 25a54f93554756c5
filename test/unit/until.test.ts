import { until } from '../support/until';

describe('until', () => {
  it('resolves once the condition holds, checking it again between pauses', async () => {
    let checks = 0;
    await until(() => (checks += 1) >= 3, 'the third check', { intervalMs: 1 });
    expect(checks).toBe(3);
  });

  it('accepts asynchronous checks', async () => {
    await expect(until(async () => true, 'an async check')).resolves.toBeUndefined();
  });

  it('fails with the name of what it waited for when time runs out', async () => {
    await expect(until(() => false, 'a flag', { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow(
      'timed out after 30 ms waiting for a flag',
    );
  });

  it('fails instead of hanging when a check never settles', async () => {
    await expect(until(() => new Promise<boolean>(() => undefined), 'an answer', { timeoutMs: 50 })).rejects.toThrow(
      'waiting for an answer',
    );
  });
});
