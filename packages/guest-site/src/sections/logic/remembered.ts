/**
 * Remembers computed values by key, forgetting all of them once `limit` are held: the server renders every guest
 * page, and a long-running one that has seen many weddings must not grow without end. For values that are costly to
 * compute (core's zone arithmetic builds Intl formats on every call) and few per wedding.
 */
export function remembered<Value>(limit: number): (key: string, compute: () => Value) => Value {
  const values = new Map<string, Value>();
  return (key, compute) => {
    if (values.has(key)) return values.get(key) as Value;
    if (values.size >= limit) values.clear();
    const value = compute();
    values.set(key, value);
    return value;
  };
}
