export type InlineEditType = 'number' | 'text';

/**
 * Inline edit cell (docs/requirements.md A5): text is trimmed; empty becomes null. Numbers are trimmed, empty becomes
 * null, otherwise parsed as a base-10 integer ("12abc" -> 12, like parseInt); text that is no number becomes null.
 */
export function parseInlineEditValue(type: InlineEditType, raw: string): number | string | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  if (type === 'text') return trimmed;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isNaN(parsed) ? null : parsed;
}
