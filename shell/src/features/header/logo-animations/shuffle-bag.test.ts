import { createShuffleBag } from './shuffle-bag';

function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('createShuffleBag', () => {
  it('gives every index exactly once per round of ten', () => {
    const bag = createShuffleBag(10, seeded(7));
    for (let round = 0; round < 5; round++) {
      const drawn = Array.from({ length: 10 }, () => bag.next());
      expect([...drawn].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
  });

  it('never shows the same image twice in a row, even across rounds', () => {
    for (let seed = 1; seed < 50; seed++) {
      const bag = createShuffleBag(10, seeded(seed));
      let last = -1;
      for (let i = 0; i < 60; i++) {
        const n = bag.next();
        expect(n).not.toBe(last);
        last = n;
      }
    }
  });

  it('shuffles: different seeds give different orders', () => {
    const order = (seed: number) => {
      const bag = createShuffleBag(10, seeded(seed));
      return Array.from({ length: 10 }, () => bag.next()).join(',');
    };
    expect(new Set([order(1), order(2), order(3), order(4)]).size).toBeGreaterThan(1);
  });

  it('works with a bag of one and rejects an empty bag', () => {
    const bag = createShuffleBag(1);
    expect([bag.next(), bag.next()]).toEqual([0, 0]);
    expect(() => createShuffleBag(0)).toThrow('positive size');
  });
});
