import { describe, expect, it } from 'vitest';
import { guestPayloadSchema } from '../../schemas/guest';
import { importRowFromCells } from './import-row-from-cells';
import { suggestImportMapping } from './suggest-import-mapping';

describe('guest import: column mapping and rows', () => {
  it('suggests fields from German and English headers and our own export, each field once', () => {
    expect(
      suggestImportMapping([
        'Vorname',
        'Nachname',
        'Telefon',
        'E-Mail',
        'Personen',
        'PLZ',
        'Sonstiges',
        'Vorname',
      ]),
    ).toEqual(['firstName', 'lastName', 'phone', 'email', 'estimatedGuests', 'postalCode', null, null]);
    expect(
      suggestImportMapping(['name', 'phone', 'approvalStatus', 'dietaryRestrictions', 'allergies']),
    ).toEqual(['name', 'phone', 'approvalStatus', 'dietaryRestrictions', 'allergies']);
  });

  it('turns cells into a payload the guest rule accepts: labels to choices, counts to numbers, address, diet', () => {
    const row = importRowFromCells(
      [
        'Anna',
        'Berg',
        "'+49 170 1",
        'Familie',
        'must invite',
        '2',
        'Hauptstr. 1',
        '50667',
        'Köln',
        'vegan; halal',
        '',
      ],
      [
        'firstName',
        'lastName',
        'phone',
        'category',
        'priority',
        'estimatedGuests',
        'street',
        'postalCode',
        'city',
        'dietaryRestrictions',
        'notes',
      ],
    );
    expect(row).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      phone: '+49 170 1',
      category: 'family',
      priority: 'must_invite',
      estimatedGuests: 2,
      addresses: [{ type: 'home', street: 'Hauptstr. 1', postalCode: '50667', city: 'Köln' }],
      dietaryInformation: { restrictions: ['vegan', 'halal'], allergies: [] },
    });
    expect(guestPayloadSchema.safeParse(row).success).toBe(true);
  });

  it('keeps what it cannot read, so the rule names the problem of that row', () => {
    const row = importRowFromCells(['Ben', 'drei', 'Nachbarn'], ['name', 'estimatedGuests', 'category']);
    expect(row).toEqual({ name: 'Ben', estimatedGuests: 'drei', category: 'Nachbarn' });
    const issues = guestPayloadSchema.safeParse(row).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['category', 'estimatedGuests']);
  });
});
