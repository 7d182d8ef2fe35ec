/**
 * A minimal cookie-keeping caller for the fuzzer: plain fetch (keep-alive) is several times faster than
 * supertest, and thousands of requests per route are sent. Writes carry the CSRF token like the dashboard.
 */
export class HttpIdentity {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('wedding_csrf');
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }

  remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index <= 0) continue;
      const name = pair.slice(0, index);
      const value = decodeURIComponent(pair.slice(index + 1));
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: string,
    path: string,
    init: { body?: string; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.contentType) headers['content-type'] = init.contentType;
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (method !== 'GET' && this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: init.body,
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  async json(method: string, path: string, body?: unknown): Promise<Response> {
    if (!this.csrfToken) await this.request('GET', '/api/auth/csrf');
    return this.request(method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      contentType: body === undefined ? undefined : 'application/json',
    });
  }
}
