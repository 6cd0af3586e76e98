// The bits of a card's byte in the facts of docs/solver.md, sections 5.1 to 5.3 (facts.ts says what
// each means). A module of their own so that facts.ts and reach.ts, which both read them, do not
// import each other.
export const UP = 1;
export const HOME = 2;
export const LEAVES = 4;
export const TALON = 8;
export const FOUNDATION = 16;
export const HELD = 32;
export const REACH = 64;
