import type { PrintTextPart } from '../i18n/print-text-parts';

/**
 * Puts the `{address}` of a text on a line of its own: a URL has no spaces to break at, and a break inside it
 * would print a hyphen that guests then type. Alone on its line it can be set small enough to fit whole
 * (addressFontSize), and the words around it keep their size.
 */
export function addressOnItsOwnLine(parts: readonly PrintTextPart[]): PrintTextPart[] {
  return parts.map((part, index) => {
    if (part.placeholder !== null) return part;
    const beforeAddress = parts[index + 1]?.placeholder === 'address';
    const afterAddress = parts[index - 1]?.placeholder === 'address';
    let text = part.text;
    if (beforeAddress) text = `${text.trimEnd()}\n`;
    if (afterAddress) text = `\n${text.trimStart()}`;
    return { ...part, text };
  });
}
