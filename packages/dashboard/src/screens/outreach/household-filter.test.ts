import type { HouseholdView } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { filterHouseholds } from './household-filter';

const household = (id: string, names: string[], patch: Partial<HouseholdView> = {}): HouseholdView => ({
  id,
  names,
  email: null,
  emailState: 'none',
  phone: null,
  locale: null,
  answered: false,
  attendance: null,
  invitationSent: false,
  link: `https://wedding.example/de/w/a/i/${id}`,
  ...patch,
});

const households = [
  household('h1', ['Jürgen Müller', 'Petra Müller'], { email: 'jm@example.com', emailState: 'ok' }),
  household('h2', ['Ayşe Yılmaz'], { answered: true, attendance: 'attending' }),
  household('h3', ['Tom Baker'], { email: 'tom@example.com', emailState: 'bounced', answered: true }),
];
const ids = (list: HouseholdView[]) => list.map((entry) => entry.id);

describe('filterHouseholds', () => {
  it('finds any name of a household, ignoring case and accents', () => {
    expect(ids(filterHouseholds(households, 'petra', 'all', 'de'))).toEqual(['h1']);
    expect(ids(filterHouseholds(households, 'juergen', 'all', 'de'))).toEqual([]);
    expect(ids(filterHouseholds(households, 'jurgen', 'all', 'de'))).toEqual(['h1']);
    expect(ids(filterHouseholds(households, '  ayse ', 'all', 'tr'))).toEqual(['h2']);
  });

  it('narrows to unanswered, with or without email', () => {
    expect(ids(filterHouseholds(households, '', 'unanswered', 'en'))).toEqual(['h1']);
    expect(ids(filterHouseholds(households, '', 'withEmail', 'en'))).toEqual(['h1', 'h3']);
    expect(ids(filterHouseholds(households, '', 'withoutEmail', 'en'))).toEqual(['h2']);
    expect(ids(filterHouseholds(households, 'tom', 'withoutEmail', 'en'))).toEqual([]);
  });
});
