import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  type CreatedWedding,
  TEST_DATABASES,
  type TestClient,
  type TestContext,
} from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/**
 * What the fuzzer (test/fuzz/fuzz-suite.ts) cannot send (its text is printable ASCII, its dates plausible): U+0000, which PostgreSQL
 * refuses in any text, and years PostgreSQL's timestamps do not hold (year 0, or 10000 once the admin routes add a
 * day or a month). Each answers 4xx naming the field, or, for the lenient list filters, the list without the
 * filter; never 500.
 */
describe.each(TEST_DATABASES)('admin routes: text and dates the database cannot hold (%s)', (db) => {
  let ctx: TestContext;
  let staff: TestClient;
  let couple: { client: TestClient; user: CreatedUser };
  let wedding: CreatedWedding;

  withTestContext(db, async (created) => {
    ctx = created;
    staff = (await ctx.loginAs('superadmin')).client;
    couple = await ctx.loginAs('user');
    wedding = await ctx.createWedding({ memberIds: [couple.user.id], isPremium: true });
  });

  it.each([
    ['/api/admin/audit?weddingId=%00', 'weddingId'],
    ['/api/admin/audit?customerId=a%00', 'customerId'],
    ['/api/admin/audit?action=%00', 'action'],
    ['/api/admin/audit?search=%00', 'search'],
    ['/api/admin/messages?customerId=%00', 'customerId'],
    ['/api/admin/messages?search=x%00y', 'search'],
    ['/api/admin/customers?search=%00', 'search'],
    ['/api/admin/weddings?search=%00', 'search'],
    ['/api/admin/locations?city=%00', 'city'],
    ['/api/admin/gallery?search=%00', 'search'],
    ['/api/admin/gallery/albums?search=%00', 'search'],
  ])('GET %s: 400 invalidQuery on the field', async (url, field) => {
    const res = await staff.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ error: 'invalidQuery', details: { [field]: expect.any(String) } });
  });

  it.each([
    ['/api/admin/analytics/series?from=0000-01-01&to=0000-12-31'],
    ['/api/admin/analytics/series?from=9999-12-01&to=9999-12-31'],
  ])('GET %s: 400, the range is outside the days a chart can show', async (url) => {
    const res = await staff.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('invalidQuery');
  });

  it.each([
    ['/api/admin/calendar?month=0000-01'],
    ['/api/admin/calendar?month=9999-12'],
    ['/api/admin/weddings?dateFrom=0000-01-01'],
    ['/api/admin/weddings?dateTo=9999-12-31'],
  ])('GET %s: the filter is ignored like any unreadable one', async (url) => {
    const res = await staff.get(url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('bodies: 400 validationFailed on the field holding U+0000', async () => {
    const message = await couple.client.post('/api/messages', { kind: 'contact', body: 'Hello' });
    expect(message.status).toBe(201);
    const calls: [string, string, Record<string, unknown>, string][] = [
      ['post', `/api/admin/messages/${message.body.message.id}/replies`, { body: 'a\u0000b' }, 'body'],
      [
        'post',
        '/api/admin/locations',
        {
          weddingId: wedding.id,
          type: 'ceremony',
          name: 'Chapel\u0000',
          address: 'Road 1',
          postalCode: '10115',
          city: 'Berlin',
          country: 'DE',
        },
        'name',
      ],
      [
        'post',
        '/api/admin/weddings',
        {
          ownerId: couple.user.id,
          partner1Name: 'Ann\u0000',
          partner2Name: 'Bob',
          weddingDate: `${new Date().getUTCFullYear() + 1}-06-12`,
          slug: 'hostile-input-wedding',
          locale: 'de',
        },
        'partner1Name',
      ],
      [
        'post',
        '/api/admin/customers',
        { username: 'hostile-input', name: 'Mia\u0000', password: 'a long enough password' },
        'name',
      ],
    ];
    for (const [method, url, body, field] of calls) {
      const res = await staff.send(method as 'post', url, body);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body, url).toEqual({ error: 'validationFailed', details: { [field]: expect.any(String) } });
    }
  });

  it('a value whose length cannot be read as a number (zod reads it) is refused with 400, not a server fault', async () => {
    const res = await staff.send('post', '/api/admin/customers', {
      username: { length: { toString: null } },
      name: 'Mia',
      password: 'a long enough password',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toEqual({ error: 'validationFailed', details: { root: expect.any(String) } });
  });

  it('one full backup at a time: others answer 429 with Retry-After, never 5xx; the next one runs', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => staff.raw.get('/api/admin/database/backup').buffer(true)),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
    for (const refused of answers.filter((res) => res.status === 429)) {
      expect(refused.body).toEqual({ error: 'tooManyRequests', details: { retryAfterSeconds: 10 } });
      expect(refused.headers['retry-after']).toBe('10');
    }
    expect((await staff.raw.get('/api/admin/database/backup').buffer(true)).status).toBe(200);
  });

  it("the staff upload (the couple's upload code) stores a caption without U+0000", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const token = await staff.ensureCsrf();
    const res = await staff.raw
      .post(`/api/admin/gallery/upload?weddingId=${wedding.id}`)
      .set('X-CSRF-Token', token)
      .field('caption', 'Ring\u0000 exchange')
      .field('category', '\u0000')
      .attach('file', png, { filename: 'ring.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ caption: 'Ring exchange', category: null });
  });
});
