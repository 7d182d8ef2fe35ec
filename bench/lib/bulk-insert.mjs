import { randomUUID } from 'node:crypto';
import { generatedGuest } from './generated-guests.mjs';

const ROWS_PER_INSERT = 1_000;

/**
 * Inserts `count` rows into `table` with multi-row INSERTs of 1,000 (what a bench needs in seconds, not the
 * minutes row-by-row inserts take). `rowAt(index)` gives the values of `columns` for row `index`.
 */
export async function bulkInsert(pool, table, columns, count, rowAt) {
  for (let offset = 0; offset < count; offset += ROWS_PER_INSERT) {
    const rows = Math.min(ROWS_PER_INSERT, count - offset);
    const values = [];
    const tuples = [];
    for (let row = 0; row < rows; row += 1) {
      const base = values.length;
      values.push(...rowAt(offset + row));
      tuples.push(`(${columns.map((_, column) => `$${base + column + 1}`).join(', ')})`);
    }
    await pool.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
  }
}

const GUEST_COLUMNS = [
  'id',
  '"weddingId"',
  'name',
  '"firstName"',
  '"lastName"',
  'phone',
  'category',
  'side',
  'priority',
  '"approvalStatus"',
  'notes',
  '"updatedAt"',
];

/**
 * `count` generated guests (lib/generated-guests.mjs), guest `index` in wedding `weddingIdOf(index)`; the index
 * makes every name unique, so no two seeded guests are duplicates of each other. Returns the milliseconds taken.
 */
export async function seedGuests(pool, count, weddingIdOf) {
  const started = performance.now();
  const now = new Date();
  await bulkInsert(pool, 'guests', GUEST_COLUMNS, count, (index) => {
    const guest = generatedGuest(index);
    return [
      randomUUID(),
      weddingIdOf(index),
      `${guest.firstName} ${guest.lastName} ${index}`,
      guest.firstName,
      `${guest.lastName} ${index}`,
      guest.phone,
      guest.category,
      guest.side,
      guest.priority,
      guest.approvalStatus,
      guest.notes,
      now,
    ];
  });
  return performance.now() - started;
}
