import { parseArgs } from 'node:util';
import { runDurability } from './durability-harness.js';

/**
 * The full durability run (docs/operations.md; CI runs a shorter one, test/durability.test.ts):
 *   npx -y pnpm@10 --filter @wedding/api durability [-- --rsvps 2000 --in-flight 20 --kills 2 --db pglite,postgres]
 */
const { values } = parseArgs({
  options: {
    rsvps: { type: 'string', default: '2000' },
    'in-flight': { type: 'string', default: '20' },
    kills: { type: 'string', default: '2' },
    db: { type: 'string', default: 'pglite,postgres' },
  },
});

let failed = false;
for (const db of (values.db ?? '').split(',') as ('pglite' | 'postgres')[]) {
  const report = await runDurability({
    db,
    rsvps: Number(values.rsvps),
    inFlight: Number(values['in-flight']),
    kills: Number(values.kills),
    log: (line) => console.log(line),
  });
  const ok =
    report.acknowledged === report.submitted &&
    report.stored === report.submitted &&
    report.distinctKeys === report.submitted &&
    report.lostAcknowledged.length === 0 &&
    report.incomplete === 0 &&
    report.kills.length === Number(values.kills) &&
    report.openedCleanly;
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${JSON.stringify(report)}`);
}
process.exitCode = failed ? 1 : 0;
