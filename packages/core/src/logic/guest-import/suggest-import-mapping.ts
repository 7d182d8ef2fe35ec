import { GUEST_IMPORT_FIELDS, type GuestImportField, type GuestImportMapping } from './import-fields';

const normalise = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Header words a planner's spreadsheet uses for each field (German and English, and our own export's headers, so an
 * exported list imports without touching the mapping).
 */
const ALIASES: Readonly<Record<GuestImportField, readonly string[]>> = {
  name: ['name', 'guest', 'gast', 'fullname', 'vollername', 'guestname'],
  firstName: ['firstname', 'vorname', 'givenname', 'first'],
  lastName: ['lastname', 'nachname', 'surname', 'familyname', 'last'],
  phone: ['phone', 'telefon', 'telefonnummer', 'mobile', 'mobil', 'handy', 'tel', 'phonenumber'],
  email: ['email', 'mail', 'emailadresse', 'emailaddress'],
  category: ['category', 'kategorie', 'gruppe', 'group'],
  side: ['side', 'seite'],
  priority: ['priority', 'prioritat', 'prioritaet'],
  approvalStatus: ['approvalstatus', 'status', 'freigabe'],
  estimatedGuests: ['estimatedguests', 'guests', 'gaste', 'gaeste', 'personen', 'people', 'anzahl', 'count'],
  notes: ['notes', 'notizen', 'notiz', 'note', 'bemerkung', 'bemerkungen', 'comment'],
  street: ['street', 'strasse', 'str', 'address', 'adresse', 'anschrift'],
  postalCode: ['postalcode', 'zip', 'zipcode', 'plz', 'postleitzahl', 'postcode'],
  city: ['city', 'stadt', 'ort', 'town'],
  country: ['country', 'land'],
  dietaryRestrictions: ['dietaryrestrictions', 'diet', 'ernahrung', 'ernaehrung', 'essen', 'dietary'],
  allergies: ['allergies', 'allergien', 'allergy', 'allergie'],
};

/** A first mapping for the file's header row: each header to the field it names, each field used at most once. */
export function suggestImportMapping(headers: readonly string[]): GuestImportMapping {
  const used = new Set<GuestImportField>();
  return headers.map((header) => {
    const key = normalise(header);
    const field = GUEST_IMPORT_FIELDS.find(
      (candidate) => !used.has(candidate) && ALIASES[candidate].includes(key),
    );
    if (!field) return null;
    used.add(field);
    return field;
  });
}
