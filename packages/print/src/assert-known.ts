/** Throws a RangeError naming the allowed values when `value` is not one of them (kind, size, locale). */
export function assertKnown<T extends string>(
  value: string,
  allowed: readonly T[],
  what: string,
): asserts value is T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new RangeError(`Unknown ${what} "${value}": expected one of ${allowed.join(', ')}`);
  }
}
