// Two API processes as two machines behind one load balancer (docs/operations.md, "Several machines"): each has its
// own data folder (no shared disk), both share one PostgreSQL, one bucket, the public address and APP_SECRET.
// Needs the built API (turbo's @wedding/api#test depends on its build). PostgreSQL only: PGlite is one process's.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type Database, openDatabase } from '@wedding/db';
import { createScratchDatabase, type ScratchDatabase } from '@wedding/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './harness.js';
import { type ApiProcess, apiEnv, startApiProcess } from './support/api-process.js';
import { S3RVER_CREDENTIALS, startS3Server, TEST_BUCKET, type TestS3Server } from './support/s3-server.js';
import { SoftAuthenticator } from './support/soft-authenticator.js';

const PUBLIC_HOST = 'wedding.test';
const PUBLIC_URL = `http://${PUBLIC_HOST}`;
const TIMEOUT = 300_000;

/** A browser that keeps its cookies (one jar for the public address) whichever machine answers. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async send(machine: ApiProcess, method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Cookie: this.cookieHeader() };
    if (method !== 'GET') {
      if (!this.cookies.has('wedding_csrf')) await this.send(machine, 'GET', '/api/auth/csrf');
      headers['X-CSRF-Token'] = this.cookies.get('wedding_csrf') ?? '';
    }
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${machine.baseUrl}${url}`, {
      method,
      headers,
      body: payload,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = decodeURIComponent(pair.slice(index + 1));
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
    return res;
  }

  get = (machine: ApiProcess, url: string) => this.send(machine, 'GET', url);
  post = (machine: ApiProcess, url: string, body?: unknown) => this.send(machine, 'POST', url, body);

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  csrfToken(): string {
    return this.cookies.get('wedding_csrf') ?? '';
  }
}

describe.skipIf(!TEST_DATABASES.includes('postgres'))('two machines behind one load balancer', () => {
  let scratch: ScratchDatabase;
  let s3: TestS3Server;
  let bucket: S3Client;
  let database: Database;
  const dataDirs: string[] = [];
  let machineA: ApiProcess;
  let machineB: ApiProcess;
  let couple: Browser;
  let weddingId: string;

  const objectKeys = async () => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
  };
  const png = (background: string) =>
    sharp({ create: { width: 480, height: 320, channels: 3, background } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    scratch = await createScratchDatabase('wedding_machines');
    s3 = await startS3Server();
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    });
    const shared = {
      databaseUrl: scratch.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL,
      STORAGE_URL: `s3://${TEST_BUCKET}?endpoint=${s3.endpoint}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };
    const machine = async (name: string) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `wedding-machine-${name}-`));
      dataDirs.push(dataDir);
      return startApiProcess(apiEnv({ dataDir, ...shared }));
    };
    // The first machine migrates and seeds the demo (its logins land in its own data folder); the second joins.
    machineA = await machine('a');
    machineB = await machine('b');
    database = await openDatabase({ databaseUrl: scratch.url });
    const logins = JSON.parse(await readFile(path.join(dataDirs[0] as string, 'demo-logins.json'), 'utf8'));
    couple = new Browser();
    const login = await couple.post(machineA, '/api/auth/login', logins.demo);
    expect(login.status, await login.clone().text()).toBe(200);
    const demo = await database.prisma.wedding.findUniqueOrThrow({ where: { slug: machineA.slug } });
    weddingId = demo.id;
  }, TIMEOUT);

  afterAll(async () => {
    await machineA?.stop();
    await machineB?.stop();
    await database?.close();
    bucket?.destroy();
    await s3?.close();
    await scratch?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  }, TIMEOUT);

  it('a session started on one machine is honoured on the other', async () => {
    const onB = await couple.get(machineB, `/api/weddings/${weddingId}`);
    expect(onB.status).toBe(200);
  });

  it('an image uploaded through one machine is served by the other, byte for byte', async () => {
    const form = new FormData();
    form.append('file', new Blob([await png('#c06040')], { type: 'image/png' }), 'dance.png');
    const uploaded = await couple.post(machineA, `/api/weddings/${weddingId}/gallery/upload`, form);
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const fromA = await fetch(`${machineA.baseUrl}${url}`);
    const fromB = await fetch(`${machineB.baseUrl}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('a guest admitted by one machine reads the site from the other', async () => {
    const guest = new Browser();
    const admitted = await guest.post(machineB, `/api/public/weddings/${machineA.slug}/access`, {
      accessCode: machineA.accessCode,
    });
    expect(admitted.status).toBe(200);
    expect((await guest.get(machineA, `/api/public/weddings/${machineA.slug}`)).status).toBe(200);
  });

  it('a passkey challenge made by one machine is answered on the other, both ways', async () => {
    const options = await couple.get(machineA, `/api/webauthn/challenge-instant?weddingId=${weddingId}`);
    expect(options.status).toBe(200);
    const { challenge } = (await options.json()) as { challenge: string };
    const me = (await (await couple.get(machineA, '/api/auth/me')).json()) as { user: { id: string } };
    const authenticator = new SoftAuthenticator(PUBLIC_HOST, PUBLIC_URL);
    const registered = await couple.post(machineB, '/api/webauthn/register-instant', {
      attestationResponse: authenticator.attest(challenge),
      challenge,
      weddingId,
      invitingUserId: me.user.id,
    });
    expect(registered.status, await registered.clone().text()).toBe(201);

    const device = new Browser();
    const loginOptions = (await (await device.get(machineB, '/api/webauthn/login-options')).json()) as {
      challenge: string;
    };
    const signedIn = await device.post(machineA, '/api/webauthn/login', {
      response: authenticator.assert(loginOptions.challenge),
      challenge: loginOptions.challenge,
    });
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    expect((await device.get(machineB, `/api/weddings/${weddingId}`)).status).toBe(200);
  });

  it('one rate-limit window for both: ten wrong passwords spread over the two stop the eleventh on either', async () => {
    const attacker = new Browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const machine = attempt % 2 === 0 ? machineA : machineB;
      const res = await attacker.post(machine, '/api/auth/login', {
        username: 'not-the-couple',
        password: 'wrong password',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const machine of [machineA, machineB]) {
      const refused = await attacker.post(machine, '/api/auth/login', {
        username: 'not-the-couple',
        password: 'wrong password',
      });
      expect(refused.status).toBe(429);
    }
  });

  it('a machine killed mid-upload leaves no object and no row behind; the other serves the gallery as before', async () => {
    const objectsBefore = await objectKeys();
    const rowsBefore = await database.prisma.galleryImage.count({ where: { weddingId } });
    const file = await png('#4060c0');
    const boundary = `----machines${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="late.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // Half the body is sent, then the machine dies before the rest arrives.
    const request = http.request(`${machineA.baseUrl}/api/weddings/${weddingId}/gallery/upload`, {
      method: 'POST',
      headers: {
        Cookie: couple.cookieHeader(),
        'X-CSRF-Token': couple.csrfToken(),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + file.length + tail.length),
      },
    });
    const ended = new Promise<void>((resolve) => {
      request.on('error', () => resolve());
      request.on('response', (res) => {
        res.resume();
        res.on('end', resolve);
      });
    });
    request.write(head);
    request.write(file.subarray(0, file.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await machineA.kill();
    await ended;

    expect(await objectKeys()).toEqual(objectsBefore);
    expect(await database.prisma.galleryImage.count({ where: { weddingId } })).toBe(rowsBefore);
    const gallery = await couple.get(machineB, `/api/weddings/${weddingId}/gallery`);
    expect(gallery.status).toBe(200);
    const images = ((await gallery.json()) as { data: { url: string }[] }).data;
    expect(images.length).toBe(rowsBefore);
    for (const image of images) expect((await fetch(`${machineB.baseUrl}${image.url}`)).status).toBe(200);
  });
});
