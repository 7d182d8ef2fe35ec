import { describe, expect, it } from 'vitest';
import { customDietaryEntrySchema, dietaryEntriesSchema, guestDietarySchema } from './guest-dietary';

describe('custom dietary entry (docs/requirements.md B5): trimmed, non-empty, unique', () => {
  it('trims the entry', () => {
    expect(customDietaryEntrySchema([]).parse('  pescetarian ')).toBe('pescetarian');
  });

  it('rejects empty and whitespace-only entries', () => {
    expect(customDietaryEntrySchema([]).safeParse('').error?.issues[0]?.message).toBe('dietary.customEmpty');
    expect(customDietaryEntrySchema([]).safeParse('   ').error?.issues[0]?.message).toBe(
      'dietary.customEmpty',
    );
  });

  it('rejects an entry already present, ignoring case', () => {
    expect(customDietaryEntrySchema(['vegan']).safeParse(' Vegan').error?.issues[0]?.message).toBe(
      'dietary.customDuplicate',
    );
    expect(customDietaryEntrySchema(['vegan']).parse('vegetarian')).toBe('vegetarian');
  });

  it('reports a duplicate inside a list at its index', () => {
    const result = dietaryEntriesSchema.safeParse(['vegan', 'halal', 'VEGAN']);
    expect(result.error?.issues).toMatchObject([{ path: [2], message: 'dietary.customDuplicate' }]);
  });
});

describe('dietary information (docs/requirements.md B3 and B5)', () => {
  it('accepts list restrictions plus custom entries and defaults the lists to empty', () => {
    expect(guestDietarySchema.parse({ restrictions: ['vegan', 'no mushrooms'] })).toMatchObject({
      restrictions: ['vegan', 'no mushrooms'],
      allergies: [],
      preferences: [],
    });
  });

  it('HTML-escapes special requests and medical notes on input', () => {
    const dietary = guestDietarySchema.parse({
      specialRequests: '<script>alert(1)</script>',
      medicalNotes: "Epi-pen in 'bag' & coat",
    });
    expect(dietary.specialRequests).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(dietary.medicalNotes).toBe('Epi-pen in &#39;bag&#39; &amp; coat');
  });
});
