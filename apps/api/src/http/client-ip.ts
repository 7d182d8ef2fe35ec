import type { Request } from 'express';

/** The address a request came from, as Express sees it behind the configured proxies (`trust proxy`). */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
