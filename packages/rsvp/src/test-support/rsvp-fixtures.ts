import { emptyRsvpDraft, type RsvpDraft } from '../state/rsvp-draft';

/** A contact step that passes core's rules (valid German mobile number). */
export function filledDraft(overrides: Partial<RsvpDraft> = {}): RsvpDraft {
  return {
    ...emptyRsvpDraft(),
    name: 'Anna Schmidt',
    dialCode: '+49',
    phoneNumber: '1512 3456789',
    ...overrides,
  };
}

/** An in-memory Web Storage double. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}
