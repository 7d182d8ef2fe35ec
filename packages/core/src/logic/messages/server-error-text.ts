/** The `error` (else `message`) text of a parsed JSON error body, when it is non-blank text. */
export function serverErrorText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const candidate of [record.error, record.message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return null;
}
