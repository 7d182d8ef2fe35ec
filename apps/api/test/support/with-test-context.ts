import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext, type TestDb } from '../harness.js';

/**
 * Gives the enclosing `describe` one test context on `db`: opened before its first test, then handed to
 * `onReady` (keep it, sign in, create fixtures), and closed after its last test.
 */
export function withTestContext(db: TestDb, onReady: (ctx: TestContext) => void | Promise<void>): void {
  let opened: TestContext | undefined;
  beforeAll(async () => {
    opened = await createTestContext({ db });
    await onReady(opened);
  });
  afterAll(async () => {
    await opened?.close();
  });
}
