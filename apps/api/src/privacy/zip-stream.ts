import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP archive written straight to a stream (an HTTP answer), one file after the other, honouring
 * back-pressure: nothing but the current chunk is held in memory, whatever the size of the gallery.
 * JSON is deflated; images are stored as they are (WebP and JPEG do not shrink further).
 */
export class ZipStream {
  readonly #out: Writable;
  readonly #zip: Zip;
  #failure: Error | undefined;
  #finished: Promise<void>;

  constructor(out: Writable) {
    this.#out = out;
    let finish: () => void = () => {};
    let fail: (error: Error) => void = () => {};
    this.#finished = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    this.#zip = new Zip((error, chunk, final) => {
      if (error) {
        this.#failure = error;
        fail(error);
        return;
      }
      this.#out.write(chunk);
      if (final) finish();
    });
  }

  /**
   * Waits until the answer takes more. A download the client closed never drains: the archive stops with an
   * error instead of waiting for ever (and holding the route, its database reads and open files).
   */
  async #drain(): Promise<void> {
    if (this.#failure) throw this.#failure;
    if (this.#out.destroyed) throw new Error('The download was closed before the archive was complete');
    if (!this.#out.writableNeedDrain) return;
    const stop = new AbortController();
    try {
      await Promise.race([
        once(this.#out, 'drain', { signal: stop.signal }),
        once(this.#out, 'close', { signal: stop.signal }).then(() => {
          throw new Error('The download was closed before the archive was complete');
        }),
      ]);
    } finally {
      stop.abort();
    }
  }

  async addText(name: string, text: string): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    this.#zip.add(file);
    file.push(new TextEncoder().encode(text), true);
    await this.#drain();
  }

  /** A text file written piece by piece (e.g. a table's rows page by page), deflated. */
  async addTextChunks(name: string, chunks: AsyncIterable<string>): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    this.#zip.add(file);
    const encoder = new TextEncoder();
    for await (const chunk of chunks) {
      file.push(encoder.encode(chunk));
      await this.#drain();
    }
    file.push(new Uint8Array(0), true);
    await this.#drain();
  }

  async addStream(name: string, source: Readable): Promise<void> {
    const file = new ZipPassThrough(name);
    this.#zip.add(file);
    for await (const chunk of source) {
      file.push(chunk instanceof Uint8Array ? chunk : Buffer.from(chunk as string));
      await this.#drain();
    }
    file.push(new Uint8Array(0), true);
    await this.#drain();
  }

  async end(): Promise<void> {
    this.#zip.end();
    await this.#finished;
  }
}
