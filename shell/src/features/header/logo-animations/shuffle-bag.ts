export interface ShuffleBag {
  /** The next index in 0..size-1: every index once per round, in a fresh random order each round. */
  next(): number;
}

/**
 * A shuffled bag (spec 1 §2: the logo's 10 hover images are cycled without repeats). When a round
 * ends, a new shuffle starts; its first item is never the one just shown, so a hover never repeats
 * the previous image even across rounds.
 */
export function createShuffleBag(size: number, random: () => number = Math.random): ShuffleBag {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A shuffle bag needs a positive size, got ${size}`);
  let bag: number[] = [];
  let previous: number | undefined;

  const refill = () => {
    bag = Array.from({ length: size }, (_, i) => i);
    for (let i = bag.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [bag[i], bag[j]] = [bag[j] as number, bag[i] as number];
    }
    // bag is consumed from the end: keep the previous image away from the first draw.
    if (size > 1 && bag[bag.length - 1] === previous)
      [bag[0], bag[bag.length - 1]] = [bag[bag.length - 1] as number, bag[0] as number];
  };

  return {
    next() {
      if (bag.length === 0) refill();
      previous = bag.pop() as number;
      return previous;
    },
  };
}
