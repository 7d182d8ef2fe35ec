/**
 * Inline edit (docs/requirements.md A5): no save when the parsed value equals the previous one (missing counts as
 * null).
 */
export function inlineEditChanged(
  previous: number | string | null | undefined,
  next: number | string | null | undefined,
): boolean {
  return (previous ?? null) !== (next ?? null);
}
