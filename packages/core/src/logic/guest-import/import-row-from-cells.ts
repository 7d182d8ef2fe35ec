import { APPROVAL_STATUSES, GUEST_CATEGORIES, GUEST_PRIORITIES, GUEST_SIDES } from '../../schemas/enums';
import type { GuestImportField, GuestImportMapping } from './import-fields';

/** Labels people write for the choices (German and English), besides the stored values themselves. */
const CHOICE_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  category: {
    familie: 'family',
    freunde: 'friends',
    friend: 'friends',
    kollegen: 'colleagues',
    colleague: 'colleagues',
    arbeit: 'colleagues',
    sonstige: 'other',
    andere: 'other',
  },
  side: {
    partner1: 'partner1',
    partner2: 'partner2',
    braut: 'partner1',
    brautigam: 'partner2',
    beide: 'both',
  },
  priority: { mustinvite: 'must_invite', muss: 'must_invite', vielleicht: 'maybe' },
  approvalStatus: {
    genehmigt: 'approved',
    freigegeben: 'approved',
    notapproved: 'not_approved',
    abgelehnt: 'not_approved',
    vielleicht: 'maybe',
    offen: 'pending',
  },
};

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  category: GUEST_CATEGORIES,
  side: GUEST_SIDES,
  priority: GUEST_PRIORITIES,
  approvalStatus: APPROVAL_STATUSES,
};

const squash = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '');

/** A choice as written ('Familie', 'must invite') to its stored value; unknown text is kept for the rule to refuse. */
function choiceValue(field: string, text: string): string {
  const key = squash(text);
  const allowed = CHOICES[field] ?? [];
  const direct = allowed.find((value) => squash(value) === key || squash(value.replace('_', '')) === key);
  return direct ?? CHOICE_ALIASES[field]?.[key] ?? text;
}

/** Our CSV export protects cells that start with = + - @ by a leading apostrophe; an import takes it off again. */
function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

const listOf = (text: string) =>
  text
    .split(/[;,]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

/**
 * One file row as a guest payload (before the rules check it): mapped cells by field, empty cells left out,
 * choices normalised, the expected-guests count as a number (text that is no number stays text, so the rule
 * names it), an address when any address cell is filled, dietary needs as lists.
 */
export function importRowFromCells(
  cells: readonly string[],
  mapping: GuestImportMapping,
): Record<string, unknown> {
  const values: Partial<Record<GuestImportField, string>> = {};
  mapping.forEach((field, index) => {
    if (!field) return;
    const text = cellText(cells[index]);
    if (text !== '') values[field] = text;
  });
  const row: Record<string, unknown> = {};
  for (const field of ['name', 'firstName', 'lastName', 'phone', 'email', 'notes'] as const) {
    if (values[field] !== undefined) row[field] = values[field];
  }
  for (const field of ['category', 'side', 'priority', 'approvalStatus'] as const) {
    const text = values[field];
    if (text !== undefined) row[field] = choiceValue(field, text);
  }
  if (values.estimatedGuests !== undefined) {
    const count = Number(values.estimatedGuests.replace(',', '.'));
    row.estimatedGuests = Number.isFinite(count) ? count : values.estimatedGuests;
  }
  if (values.street !== undefined || values.city !== undefined || values.postalCode !== undefined) {
    row.addresses = [
      {
        type: 'home',
        street: values.street ?? '',
        postalCode: values.postalCode ?? '',
        city: values.city ?? '',
        ...(values.country !== undefined && { country: values.country }),
      },
    ];
  }
  if (values.dietaryRestrictions !== undefined || values.allergies !== undefined) {
    row.dietaryInformation = {
      restrictions: listOf(values.dietaryRestrictions ?? ''),
      allergies: listOf(values.allergies ?? ''),
    };
  }
  return row;
}
