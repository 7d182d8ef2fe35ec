/** docs/requirements.md A3 and A5: tags are stored trimmed and lower-cased. */
export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase();
}
