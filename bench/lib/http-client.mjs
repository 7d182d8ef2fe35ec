/** A tiny cookie-keeping client over fetch for the bench (the API uses cookies and a CSRF header). */
export function createHttpClient(baseUrl) {
  const cookies = new Map();

  function remember(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
  }

  async function request(method, path, body, extraHeaders = {}) {
    const headers = {
      ...extraHeaders,
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const csrf = cookies.get('wedding_csrf');
    if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined || form ? body : JSON.stringify(body),
    });
    remember(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status}: ${text.slice(0, 300)}`);
    return { status: response.status, bytes: Buffer.byteLength(text), json: () => JSON.parse(text) };
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body, headers) => request('POST', path, body, headers),
    /** A multipart body (FormData): fetch sets its content type with the boundary. */
    postForm: (path, form) => request('POST', path, form),
  };
}
