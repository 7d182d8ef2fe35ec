import { describe, expect, it } from 'vitest';
import { catalogueProblems, flattenAreaCatalogue } from './catalogue-problems';

const reference = 'de' as const;

describe('catalogueProblems', () => {
  it('finds nothing in complete, translated catalogues', () => {
    expect(
      catalogueProblems(
        { de: { hello: 'Hallo {name}', brand: 'Wedding' }, en: { hello: 'Hello {name}', brand: 'Wedding' } },
        { reference, sameAsReference: new Set(['brand']) },
      ),
    ).toEqual([]);
  });

  it('names each problem with its language and key', () => {
    expect(
      catalogueProblems(
        {
          de: { a: 'Eins {n}', b: 'Zwei', c: 'Drei', d: 'Vier' },
          en: { a: 'One', b: ' Two', c: 'Drei', extra: 'x' },
          hi: { a: 'एक {n}', b: 'Two', c: 'तीन', d: 'चार' },
        },
        { reference },
      ),
    ).toEqual([
      'en extra: not in de',
      'en a: placeholders differ from de',
      'en b: blank or untrimmed',
      'en c: copied from de',
      'en d: missing',
      'hi b: not in Devanagari',
    ]);
  });

  it('checks area catalogues by area.key', () => {
    expect(flattenAreaCatalogue({ list: { title: 'Gäste' }, form: { save: 'Speichern' } })).toEqual({
      'list.title': 'Gäste',
      'form.save': 'Speichern',
    });
  });
});
