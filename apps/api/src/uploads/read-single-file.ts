import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { UploadError } from './upload-error.js';
import { UPLOAD_MESSAGES } from './upload-messages.js';

export interface ReceivedFile {
  buffer: Buffer;
  fieldName: string;
  /** Client-supplied; kept for logs and captions only, never trusted for the type. */
  fileName: string;
  /** Plain text fields sent beside the file (e.g. caption, category). */
  fields: Record<string, string>;
}

export interface ReadSingleFileOptions {
  fieldName: string;
  maxBytes: number;
}

/**
 * Streams a multipart body through busboy and keeps the one expected file in memory, stopping as
 * soon as it passes `maxBytes` so an oversized upload is never fully buffered.
 */
export function readSingleFile(
  request: Readable & { headers: IncomingHttpHeaders },
  { fieldName, maxBytes }: ReadSingleFileOptions,
): Promise<ReceivedFile> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    return Promise.reject(new UploadError(400, UPLOAD_MESSAGES.notMultipart));
  }

  return new Promise<ReceivedFile>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // busboy reports 'limit' on reaching fileSize, so one byte of headroom lets exactly maxBytes through.
        limits: {
          files: 1,
          fileSize: maxBytes + 1,
          fields: 20,
          fieldSize: 10_000,
          parts: 25,
          headerPairs: 50,
        },
      });
    } catch {
      reject(new UploadError(400, UPLOAD_MESSAGES.malformed));
      return;
    }

    let settled = false;
    let received: ReceivedFile | null = null;
    let fileInProgress = false;
    const fields: Record<string, string> = Object.create(null);

    const fail = (error: UploadError) => {
      if (settled) return;
      settled = true;
      request.unpipe(parser);
      // Drain the rest of the body so the client gets our answer instead of a reset connection.
      request.resume();
      reject(error);
    };

    parser.on('file', (name, stream, info) => {
      if (name !== fieldName || received || fileInProgress) {
        stream.resume();
        return;
      }
      fileInProgress = true;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        stream.resume();
        fail(new UploadError(413, UPLOAD_MESSAGES.tooLarge));
      });
      stream.on('error', () => fail(new UploadError(400, UPLOAD_MESSAGES.malformed)));
      stream.on('end', () => {
        fileInProgress = false;
        if (settled) return;
        received = {
          buffer: Buffer.concat(chunks, size),
          fieldName: name,
          fileName: info.filename ?? '',
          fields,
        };
      });
    });
    parser.on('field', (name, value, info) => {
      if (!info.valueTruncated && !Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('filesLimit', () => fail(new UploadError(400, UPLOAD_MESSAGES.tooManyFiles)));
    parser.on('partsLimit', () => fail(new UploadError(400, UPLOAD_MESSAGES.malformed)));
    parser.on('error', () => fail(new UploadError(400, UPLOAD_MESSAGES.malformed)));
    parser.on('close', () => {
      if (settled) return;
      if (!received) {
        fail(new UploadError(400, UPLOAD_MESSAGES.noFile));
        return;
      }
      if (received.buffer.length === 0) {
        fail(new UploadError(400, UPLOAD_MESSAGES.emptyFile));
        return;
      }
      settled = true;
      resolve(received);
    });
    request.on('aborted', () => fail(new UploadError(400, UPLOAD_MESSAGES.malformed)));
    request.pipe(parser);
  });
}
