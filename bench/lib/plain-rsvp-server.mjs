// The ceiling of the cluster bench: a minimal node:http server that stores an RSVP with the very statement the
// API uses (apps/api/src/rsvp/insert-rsvp.ts, one data-modifying CTE, run on a plain `pg` pool as there), without
// Express, Prisma, sessions, grants, CSRF, validation or the confirmation mail. Run by bench/rsvp-cluster.mjs as a process of its own, like
// the API: node bench/lib/plain-rsvp-server.mjs <database-url> <port> <wedding-id>
import http from 'node:http';
import { loadApiSource, pg } from './modules.mjs';

const [databaseUrl, port, weddingId] = process.argv.slice(2);
const [{ insertRsvp }] = await loadApiSource(['./rsvp/insert-rsvp.ts']);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const attending = input.attendanceStatus === 'attending';
      const stored = await insertRsvp(pool, {
        weddingId,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone,
        attendanceStatus: input.attendanceStatus,
        numberOfGuests: attending ? input.numberOfGuests : 0,
        needsTransport: attending && input.needsTransport,
        needsAccommodation: attending && input.needsAccommodation,
        message: input.message ?? null,
        locale: 'de',
        idempotencyKey: req.headers['idempotency-key'] ?? null,
        requestHash: null,
        submittedAt: new Date(),
        guests: (attending ? input.guests : []).map((guest, position) => ({
          position,
          name: guest.name,
          phone: null,
          dietaryRestrictions: [],
          allergies: null,
        })),
      });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ rsvp: { id: stored?.id } }));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: String(error) }));
    }
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`plain rsvp server listening on ${port}`));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
