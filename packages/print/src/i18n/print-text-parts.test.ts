import { describe, expect, it } from 'vitest';
import { printTextParts } from './print-text-parts';

describe('printTextParts', () => {
  it('splits a text into its words and its filled-in placeholders, in the language order', () => {
    const parts = printTextParts('tr', 'fallbackAddress', { address: 'https://x.example', code: 'AB12' });
    expect(parts.map(({ text, placeholder }) => [text, placeholder])).toEqual([
      ['ya da ', null],
      ['https://x.example', 'address'],
      [' adresini açıp ', null],
      ['AB12', 'code'],
      [' kodunu girin', null],
    ]);
  });
});
