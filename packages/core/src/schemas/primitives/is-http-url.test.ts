import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './is-http-url';

describe("docs/requirements.md B5: URLs are valid http(s) addresses ('Invalid URL')", () => {
  it('accepts http and https URLs', () => {
    expect(isHttpUrl('https://maps.app.goo.gl/abc')).toBe(true);
    expect(isHttpUrl('http://example.com/path?q=1')).toBe(true);
  });

  it('refuses text, relative paths and other schemes', () => {
    for (const url of [
      'example.com',
      '/maps',
      'javascript:alert(1)',
      'data:text/html,x',
      'mailto:a@b.de',
      '',
    ]) {
      expect(isHttpUrl(url), url).toBe(false);
    }
  });
});
