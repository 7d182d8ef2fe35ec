import { Prisma } from '@wedding/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/database/query-rows.js';
import { TEST_DATABASES, type TestContext } from './harness.js';
import { withTestContext } from './support/with-test-context.js';

/** Runs `read` with the process in another time zone (Node reads TZ again when it changes). */
async function inZone<T>(zone: string, read: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await read();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe.each(TEST_DATABASES)('statements straight on the pool (%s)', (db) => {
  let ctx: TestContext;
  withTestContext(db, (created) => {
    ctx = created;
  });

  it('reads a DateTime column as the instant Prisma wrote, whatever the process time zone', async () => {
    const owner = await ctx.createUser();
    const wedding = await ctx.createWedding({ memberIds: [owner.id] });
    const deadline = new Date('2027-03-01T22:59:59.999Z');
    await ctx.prisma.wedding.update({ where: { id: wedding.id }, data: { rsvpDeadline: deadline } });
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'UTC']) {
      const [row] = await inZone(zone, () =>
        queryRows<{ rsvpDeadline: Date; createdAt: Date }>(
          ctx.deps.pool,
          Prisma.sql`SELECT "rsvpDeadline", "createdAt" FROM weddings WHERE id = ${wedding.id}`,
        ),
      );
      expect(row?.rsvpDeadline.toISOString(), zone).toBe(deadline.toISOString());
      const viaPrisma = await ctx.prisma.wedding.findUniqueOrThrow({ where: { id: wedding.id } });
      expect(row?.createdAt.toISOString(), zone).toBe(viaPrisma.createdAt.toISOString());
    }
  });

  it('keeps jsonb as objects, text arrays as arrays and null as null', async () => {
    const [row] = await queryRows<{ data: unknown; list: string[]; nothing: null; at: null }>(
      ctx.deps.pool,
      Prisma.sql`SELECT ${JSON.stringify({ a: [1, 'b'] })}::jsonb AS data, ARRAY['x', 'y'] AS list,
        NULL::text AS nothing, NULL::timestamp(3) AS at`,
    );
    expect(row).toEqual({ data: { a: [1, 'b'] }, list: ['x', 'y'], nothing: null, at: null });
  });
});
