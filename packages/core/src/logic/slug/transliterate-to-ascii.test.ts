import { describe, expect, it } from 'vitest';
import { transliterateToAscii } from './transliterate-to-ascii';

describe('slug (docs/requirements.md B5): umlauts and diacritics are transliterated before stripping', () => {
  it('spells German umlauts and sharp s out', () => {
    expect(transliterateToAscii('Jürgen Größe Ärger Öl')).toBe('Juergen Groesse Aerger Oel');
  });

  it('drops other diacritics via NFKD', () => {
    expect(transliterateToAscii('José Çağla Łukasz Zoë Søren')).toBe('Jose Cagla Lukasz Zoe Soren');
  });

  it('leaves plain ASCII and empty input unchanged', () => {
    expect(transliterateToAscii('anna-2027')).toBe('anna-2027');
    expect(transliterateToAscii('')).toBe('');
  });
});
