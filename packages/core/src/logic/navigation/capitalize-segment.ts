/** A path segment as a breadcrumb label: decoded, hyphens and underscores as spaces, first letter upper-cased. */
export function capitalizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as typed; the label is only for display.
  }
  const words = decoded.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
