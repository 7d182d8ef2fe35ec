/**
 * Whether a form value counts as filled for progress: text not blank, numbers finite, true (false is the
 * untouched default of a checkbox), non-empty arrays, objects with at least one filled value.
 */
export function isFieldFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(isFieldFilled);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.values(value).some(isFieldFilled);
  return true;
}
