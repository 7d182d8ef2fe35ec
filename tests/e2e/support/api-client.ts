/** A cookie-keeping fetch client for the API, as a browser would be (CSRF double submit included). */
export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** Any request, answered with its status and body instead of throwing (for expected refusals). */
  send(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  cookie(name: string): string | undefined;
  /** A page as the browser would get it (HTML), with the cookies held. */
  text(path: string): Promise<string>;
}

export function createApiClient(baseUrl: string): ApiClient {
  const cookies = new Map<string, string>();

  function remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function send(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    if (method !== 'GET' && !cookies.has('wedding_csrf')) await send('GET', '/api/auth/csrf');
    const headers: Record<string, string> = {
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      Origin: baseUrl,
    };
    const csrf = cookies.get('wedding_csrf');
    if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(response);
    return { status: response.status, text: await response.text() };
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const { status, text } = await send(method, path, body);
    if (status >= 400) throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    send: async (method, path, body) => {
      const { status, text } = await send(method, path, body);
      return { status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    cookie: (name) => cookies.get(name),
    text: async (path) => {
      const { status, text } = await send('GET', path);
      if (status >= 400) throw new Error(`GET ${path} answered ${status}`);
      return text;
    },
  };
}
