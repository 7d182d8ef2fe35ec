import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('docs/requirements.md B5: notes and requests are HTML-escaped on input', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('is idempotent, so saving an escaped note again does not double-escape', () => {
    const once = escapeHtml('Tom & Jerry <3');
    expect(escapeHtml(once)).toBe(once);
  });

  it('leaves plain text and umlauts unchanged', () => {
    expect(escapeHtml('Grüße aus Köln')).toBe('Grüße aus Köln');
  });
});
