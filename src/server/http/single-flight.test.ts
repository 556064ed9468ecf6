import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('SingleFlight', () => {
  it('runs one computation for concurrent callers of a key and shares its value', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    let calls = 0;
    const compute = () => {
      calls++;
      return gate.promise;
    };
    const answers = Array.from({ length: 10 }, () => flight.run('v1', compute));
    expect(flight.size).toBe(1);
    gate.resolve('list');
    expect(await Promise.all(answers)).toEqual(Array(10).fill('list'));
    expect(calls).toBe(1);
    expect(flight.size).toBe(0);
  });

  it('keeps different keys apart and computes again once a run is over', async () => {
    const flight = new SingleFlight<number>();
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([flight.run('a', compute), flight.run('b', compute)]);
    expect([a, b].sort()).toEqual([1, 2]);
    expect(await flight.run('a', compute)).toBe(3);
  });

  it('shares a failure with every waiting caller and lets the next call retry', async () => {
    const flight = new SingleFlight<string>();
    const gate = deferred<string>();
    const waiting = [flight.run('k', () => gate.promise), flight.run('k', () => Promise.resolve('other'))];
    gate.reject(new Error('boom'));
    for (const w of waiting) await expect(w).rejects.toThrow('boom');
    expect(await flight.run('k', () => Promise.resolve('ok'))).toBe('ok');
  });
});
