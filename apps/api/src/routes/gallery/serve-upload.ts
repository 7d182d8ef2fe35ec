import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { isSafeStorageKey } from '../../storage/index.js';

/** Keys hold a random id and are never reused, so a file under a key never changes. */
const IMMUTABLE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** GET /uploads/:key: streams a stored image with long caching, nosniff and no active content. */
export function serveUpload(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const key = req.params.key;
    if (typeof key !== 'string' || !isSafeStorageKey(key)) {
      res.status(404).json({ error: 'notFound' });
      return;
    }
    const stored = await deps.storage.createReadStream(key);
    if (!stored) {
      res.status(404).json({ error: 'notFound' });
      return;
    }
    // A publicly cacheable answer must not carry a cookie (the CSRF middleware may have set one): a shared
    // cache would hand the same cookie to everyone.
    res.removeHeader('Set-Cookie');
    res.setHeader('Content-Type', stored.contentType);
    res.setHeader('Content-Length', String(stored.size));
    res.setHeader('Cache-Control', IMMUTABLE_FOR_A_YEAR);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.method === 'HEAD') {
      stored.stream.destroy();
      res.end();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      stored.stream.on('error', reject);
      res.on('close', resolve);
      stored.stream.pipe(res);
    });
  };
}
