import { afterAll, describe, expect, it } from 'vitest';
import { inProcessRenderer, workerRenderer } from './renderer.js';

describe('rendering on a worker thread', () => {
  const renderer = workerRenderer();
  afterAll(() => renderer.close());

  const wedding = {
    partner1: 'Anna',
    partner2: 'Ben',
    weddingDate: '2027-06-12',
    rsvpDeadline: null,
    siteUrl: 'https://wedding.test/de/w/anna-und-ben',
    customization: {},
  };

  it('renders an email exactly as the process itself would, and a PDF arrives as a Buffer', async () => {
    const task = {
      kind: 'mail' as const,
      locale: 'de' as const,
      content: {
        kind: 'reminder' as const,
        wedding,
        recipientName: 'Ada',
        link: 'https://wedding.test/de/w/anna-und-ben/i/x',
        unsubscribeUrl: 'https://wedding.test/u',
      },
    };
    expect(await renderer.render(task)).toEqual(await inProcessRenderer.render(task));
    const pdf = await renderer.render({
      kind: 'qrSheet',
      input: {
        locale: 'de',
        wedding: { ...wedding, venue: null, siteAddress: wedding.siteUrl, accessCode: 'ABCD2345' },
        households: [{ id: 'h1', names: ['Ada'], link: 'https://wedding.test/de/w/anna-und-ben/i/x' }],
      },
    });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('passes a failure back as an error and keeps working', async () => {
    await expect(
      renderer.render({
        kind: 'cards',
        input: { kind: 'invitation', size: 'A6', locale: 'de', wedding: {} as never, households: [] },
      }),
    ).rejects.toThrow();
    const again = await renderer.render({
      kind: 'mail',
      locale: 'en',
      content: {
        kind: 'passwordReset',
        userName: 'Ben',
        resetUrl: 'https://wedding.test/r',
        expiresInMinutes: 60,
      },
    });
    expect(again.subject).not.toBe('');
  });

  it('stops a worker that has been idle and starts another for the next task', async () => {
    const brief = workerRenderer({ idleMs: 50 });
    try {
      const task = {
        kind: 'mail' as const,
        locale: 'en' as const,
        content: {
          kind: 'passwordReset' as const,
          userName: 'Ben',
          resetUrl: 'https://wedding.test/r',
          expiresInMinutes: 60,
        },
      };
      const first = await brief.render(task);
      await expect.poll(() => brief.running, { timeout: 5_000 }).toBe(false);
      expect(await brief.render(task)).toEqual(first);
      expect(brief.running).toBe(true);
    } finally {
      await brief.close();
    }
  });
});
