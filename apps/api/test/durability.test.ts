import { describe, expect, it } from 'vitest';
import { runDurability } from './durability/durability-harness.js';
import { TEST_DATABASES } from './harness.js';

/**
 * The durability run (docs/operations.md), shorter form for CI: 300 RSVPs (the full run, `pnpm --filter @wedding/api
 * durability`, sends 2,000), 20 in flight, the server killed with SIGKILL twice and restarted, every unanswered
 * submission retried with its Idempotency-Key. Nothing acknowledged may be lost, nothing stored twice.
 */
describe.each(TEST_DATABASES)('durability under kill -9 (%s)', (db) => {
  it('exactly every RSVP once, every acknowledged one stored whole, the database opens cleanly', async () => {
    const report = await runDurability({ db, rsvps: 300, inFlight: 20, kills: 2 });
    expect(report.kills).toHaveLength(2);
    expect(
      report.kills.every((kill) => kill.inFlight > 0),
      JSON.stringify(report.kills),
    ).toBe(true);
    expect(report).toMatchObject({
      acknowledged: 300,
      stored: 300,
      distinctKeys: 300,
      lostAcknowledged: [],
      incomplete: 0,
      openedCleanly: true,
    });
  }, 600_000);
});
