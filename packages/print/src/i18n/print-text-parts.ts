import type { Locale, MessageParams } from '@wedding/core';
import { PRINT_CATALOGUES, type PrintTextKey } from './print-text';

const PLACEHOLDER = /\{(\w+)\}/g;

/** A run of a text: translated words, or the value of one placeholder (which the layout may set apart). */
export interface PrintTextPart {
  /** Where the run starts in the template: a stable key for the rendered run. */
  offset: number;
  text: string;
  placeholder: string | null;
}

/**
 * A text split into its translated runs and its filled-in placeholders, so that a value (an access code)
 * can be printed in bold wherever the language puts it in the sentence.
 */
export function printTextParts(locale: Locale, key: PrintTextKey, params: MessageParams): PrintTextPart[] {
  const template: string = PRINT_CATALOGUES[locale][key];
  const parts: PrintTextPart[] = [];
  let offset = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (match.index > offset) {
      parts.push({ offset, text: template.slice(offset, match.index), placeholder: null });
    }
    const value = Object.hasOwn(params, name) ? String(params[name]) : match[0];
    parts.push({ offset: match.index, text: value, placeholder: name });
    offset = match.index + match[0].length;
  }
  if (offset < template.length) parts.push({ offset, text: template.slice(offset), placeholder: null });
  return parts;
}
