const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** An ampersand that already starts one of the entities below is left alone, so escaping twice changes nothing. */
const UNESCAPED_HTML = /&(?!(?:amp|lt|gt|quot|#39);)|[<>"']/g;

/** docs/requirements.md B5: special requests, medical notes and guest notes are HTML-escaped on input. Idempotent. */
export function escapeHtml(text: string): string {
  return text.replace(UNESCAPED_HTML, (character) => HTML_ESCAPES[character] ?? character);
}
