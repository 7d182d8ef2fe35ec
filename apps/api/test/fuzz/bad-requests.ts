import fc from 'fast-check';

/** What one fuzzed call sends. */
export type BadRequest = {
  params: Record<string, string>;
  query: [string, string][];
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; contentType: string };
  headers: Record<string, string>;
};

/** Path segments a client can type: empty-ish, huge, traversal, broken escapes, SQL and markup, emoji. */
const hostileSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%zz',
    '%',
    'null',
    'undefined',
    '0',
    '-1',
    '1e999',
    'x'.repeat(300),
    '%3Cscript%3E',
    "'%3B%20DROP%20TABLE%20users%3B--",
    'cmissing0000000000000000',
    'A.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  ),
  fc.uuid(),
);

/** Header values a client can send (visible ASCII, no line breaks: fetch refuses those itself). */
const headerValue = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 300,
});

const RAW_CONTENT_TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
];

/**
 * Bad input for one operation of the OpenAPI document: each part is mostly the real thing (so the call gets
 * past the first gate) or garbage: path parameters, query parameters named in the document or not, a body made
 * of the documented property names with values of any JSON type, any JSON at all, or text that is not JSON
 * under some content type, and for the RSVP route a hostile Idempotency-Key.
 */
export function badRequest(operation: {
  pathParams: string[];
  queryNames: string[];
  bodyNames: string[];
  real: Record<string, string>;
  idempotencyKey: boolean;
}): fc.Arbitrary<BadRequest> {
  const params = fc.record(
    Object.fromEntries(
      operation.pathParams.map((name) => [
        name,
        fc.oneof(
          {
            weight: 3,
            arbitrary: fc.constant(encodeURIComponent(operation.real[name] ?? 'cmissing0000000000000000')),
          },
          { weight: 2, arbitrary: hostileSegment },
        ),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryName = fc.oneof(
    ...(operation.queryNames.length > 0 ? [fc.constantFrom(...operation.queryNames)] : []),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'page[]', 'limit'),
  );
  const query = fc.array(
    fc.tuple(
      queryName,
      fc.oneof(
        fc.string({ maxLength: 50 }),
        fc.constantFrom('', '-1', '1e309', 'NaN', 'true', '[]', '{}', 'x'.repeat(5000)),
      ),
    ),
    { maxLength: 5 },
  );
  const shapedObject = fc.dictionary(
    fc.oneof(
      ...(operation.bodyNames.length > 0 ? [fc.constantFrom(...operation.bodyNames)] : []),
      fc.string({ maxLength: 10 }),
    ),
    fc.jsonValue({ maxDepth: 3 }),
    { maxKeys: 8 },
  );
  const body = fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fc.record({ kind: fc.constant('json' as const), value: shapedObject }),
    fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
    fc.record({
      kind: fc.constant('raw' as const),
      text: fc.string({ maxLength: 200 }),
      contentType: fc.constantFrom(...RAW_CONTENT_TYPES),
    }),
  );
  const headers = operation.idempotencyKey
    ? fc
        .option(headerValue, { nil: undefined })
        .map((key): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key }))
    : fc.constant({});
  return fc.record({ params, query, body, headers });
}
