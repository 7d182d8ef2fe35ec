/**
 * Prisma's `contains` becomes `ILIKE '%' || value || '%'` without escaping the value, so a search for
 * `%` or `_` would match every row. Escaping them (and the escape character) keeps the search literal.
 */
export function containsText(search: string) {
  return { contains: search.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' } as const;
}
