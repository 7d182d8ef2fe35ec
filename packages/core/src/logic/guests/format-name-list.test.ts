import { expect, it } from 'vitest';
import { formatNameList } from './format-name-list';

it('joins names as each language does', () => {
  expect(formatNameList(['Anna', 'Ben', 'Carla'], 'de')).toBe('Anna, Ben und Carla');
  expect(formatNameList(['Anna', 'Ben'], 'en')).toBe('Anna and Ben');
  expect(formatNameList(['Anna', 'Ben'], 'pl')).toBe('Anna i Ben');
  expect(formatNameList(['Ada'], 'es')).toBe('Ada');
  expect(formatNameList(['Ada'], 'en')).toBe('Ada');
  expect(formatNameList(['Ada', 'Byron', 'Cem'], 'en')).toBe('Ada, Byron, and Cem');
});
