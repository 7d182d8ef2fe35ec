/** Absolute http(s) URL with a host; other schemes (javascript:, data:) are refused because these links are rendered. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
