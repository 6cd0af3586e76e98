/**
 * The project's seeded random generator. Frozen: numbered deals depend on its exact output.
 * A Weyl sequence (step 0x9E3779B9) passed through the murmur3 finaliser: 32-bit, fast, well mixed,
 * and identical on every JavaScript engine because it uses only 32-bit integer operations.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The next 32-bit unsigned value. */
  next(): number {
    this.state = (this.state + 0x9e3779b9) >>> 0;
    let z = this.state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  }

  /** A uniform integer in 0..n-1 (1 <= n <= 2^32), without modulo bias (rejection sampling). */
  below(n: number): number {
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const r = this.next();
      if (r < limit) return r % n;
    }
  }
}
