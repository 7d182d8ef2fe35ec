/** Names set at 8 pt fit three lines of a cell up to about this many letters. */
const FULL_SIZE_LETTERS = 60;
const FULL_SIZE = 8;
const SMALL_SIZE = 6.5;

/** A large household's names set smaller, so that all of them fit under its code (the envelope needs each). */
export function namesFontSize(names: string): number {
  return [...names].length > FULL_SIZE_LETTERS ? SMALL_SIZE : FULL_SIZE;
}
