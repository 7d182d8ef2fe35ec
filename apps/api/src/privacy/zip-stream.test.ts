import { Writable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ZipStream } from './zip-stream.js';

describe('ZipStream', () => {
  it('writes a complete archive to an answer that keeps reading', async () => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      highWaterMark: 16,
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk);
        setImmediate(done);
      },
    });
    const zip = new ZipStream(out);
    await zip.addText('a.txt', 'x'.repeat(50_000));
    async function* pages() {
      yield 'one\n';
      yield 'two\n';
    }
    await zip.addTextChunks('b.jsonl', pages());
    await zip.end();
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(files)).toEqual(['a.txt', 'b.jsonl']);
    expect(new TextDecoder().decode(files['b.jsonl'])).toBe('one\ntwo\n');
  });

  it('stops with an error, instead of waiting for ever, when the download is closed while it waits', async () => {
    // An answer whose client stopped reading: it never drains.
    const out = new Writable({ highWaterMark: 1, write: () => {} });
    const zip = new ZipStream(out);
    const written = zip.addText('a.txt', 'x'.repeat(10_000));
    setTimeout(() => out.destroy(), 20);
    await expect(written).rejects.toThrow(/closed/);
    await expect(zip.addText('b.txt', 'more')).rejects.toThrow(/closed/);
  });
});
