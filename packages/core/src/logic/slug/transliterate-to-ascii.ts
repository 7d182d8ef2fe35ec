/** German letters get their conventional two-letter spelling instead of losing the umlaut dots. */
const GERMAN_TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

/** Letters that NFKD does not decompose into a base letter plus marks. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  œ: 'oe',
  Œ: 'OE',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  þ: 'th',
  Þ: 'TH',
};

const COMBINING_MARKS = /\p{M}/gu;

/** ä->ae, ö->oe, ü->ue, ß->ss, ł->l etc.; other accented letters lose their marks via NFKD (é->e, ç->c, ğ->g). */
export function transliterateToAscii(input: string): string {
  return input
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN_TRANSLITERATIONS[letter] ?? letter)
    .replace(/[æÆøØœŒłŁđĐıþÞ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '');
}
