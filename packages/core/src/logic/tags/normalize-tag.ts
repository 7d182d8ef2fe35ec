/** Spec A 3 / A 5: tags are stored trimmed and lower-cased. */
export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase();
}
