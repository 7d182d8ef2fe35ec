import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadRsvpDraft } from '../persistence/load-rsvp-draft';
import { rsvpDraftKey } from '../persistence/rsvp-draft-key';
import { memoryStorage } from '../test-support/rsvp-fixtures';
import { type UseRsvpWizardOptions, useRsvpWizard } from './use-rsvp-wizard';

const answer = {
  rsvp: { id: 'r1', submittedAt: '2026-11-22T09:00:00.000Z', attendanceStatus: 'maybe', numberOfGuests: 0 },
};
const created = () => new Response(JSON.stringify(answer), { status: 201 });

function renderWizard(options: Partial<UseRsvpWizardOptions> & Pick<UseRsvpWizardOptions, 'storage'>) {
  let keys = 0;
  return renderHook(() =>
    useRsvpWizard({
      slug: 'anna-ben',
      locale: 'en',
      draftSaveDelayMs: 0,
      createIdempotencyKey: () => `key-${++keys}`,
      ...options,
    }),
  );
}

/** Fills a short (maybe) RSVP and reaches its last step. */
function fillShortRsvp(result: { current: ReturnType<typeof useRsvpWizard> }) {
  act(() => {
    result.current.setText('name', 'Anna Schmidt');
    result.current.setPhone('+49', '1512 3456789');
  });
  act(() => result.current.next());
  act(() => result.current.setAttendance('maybe'));
  act(() => result.current.next());
  act(() => result.current.setText('message', 'See you!'));
}

describe('RSVP draft: survives a reload or a closed tab', () => {
  it('restores typed fields, step and idempotency key after remounting', () => {
    const storage = memoryStorage();
    const first = renderWizard({ storage });
    fillShortRsvp(first.result);
    first.unmount();
    const second = renderWizard({ storage });
    expect(second.result.current.state).toMatchObject({
      step: 3,
      idempotencyKey: 'key-1',
      data: {
        name: 'Anna Schmidt',
        phoneNumber: '1512 3456789',
        attendanceStatus: 'maybe',
        message: 'See you!',
      },
    });
  });
  it("restores the respondent's own needs and the companions with theirs after remounting", () => {
    const storage = memoryStorage();
    const first = renderWizard({ storage });
    fillShortRsvp(first.result);
    act(() => first.result.current.setAttendance('attending'));
    act(() => first.result.current.setGuestCount(2));
    act(() => first.result.current.setGuestName(0, 'Ben'));
    act(() => first.result.current.setCompanionRestrictions(0, ['vegan']));
    act(() => first.result.current.setCompanionText(0, 'allergies', 'Nuts'));
    act(() => first.result.current.setRespondentRestrictions(['vegetarian']));
    act(() => first.result.current.setRespondentText('dietaryPreferences', 'keine Pilze'));
    first.unmount();
    const second = renderWizard({ storage });
    expect(second.result.current.state.data).toMatchObject({
      attendanceStatus: 'attending',
      numberOfGuests: 2,
      respondentNeeds: {
        dietaryRestrictions: ['vegetarian'],
        dietaryPreferences: 'keine Pilze',
        allergies: '',
      },
      companions: [
        { name: 'Ben', dietaryRestrictions: ['vegan'], dietaryPreferences: '', allergies: 'Nuts' },
      ],
    });
  });
  it('writes the pending keystrokes at once when the tab is closed (pagehide)', () => {
    const storage = memoryStorage();
    const { result } = renderWizard({ storage, draftSaveDelayMs: 60_000 });
    act(() => result.current.setText('name', 'Anna'));
    expect(loadRsvpDraft('anna-ben', storage)?.data.name ?? '').toBe('');
    globalThis.dispatchEvent(new Event('pagehide'));
    expect(loadRsvpDraft('anna-ben', storage)?.data.name).toBe('Anna');
  });
  it('starts empty when the stored draft is corrupt', () => {
    const storage = memoryStorage({ [rsvpDraftKey('anna-ben')]: '{"version":1,' });
    const { result } = renderWizard({ storage });
    expect(result.current.state).toMatchObject({ step: 1, idempotencyKey: 'key-1', data: { name: '' } });
  });
});

describe('RSVP submit: a retry after a network failure reuses the idempotency key', () => {
  it('sends the same key twice, shows networkError in between, then clears the draft', async () => {
    const storage = memoryStorage();
    const onSubmitted = vi.fn();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(created());
    const { result } = renderWizard({ storage, fetch, onSubmitted });
    fillShortRsvp(result);

    await act(() => result.current.submit());
    expect(result.current.state).toMatchObject({ submitting: false, error: { key: 'networkError' } });
    expect(result.current.errorMessage).toBe('Network error. Please check your connection and try again.');
    expect(loadRsvpDraft('anna-ben', storage)?.idempotencyKey).toBe('key-1');

    await act(() => result.current.submit());
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['key-1', 'key-1']);
    expect(result.current.state.submitted).toEqual(answer.rsvp);
    expect(onSubmitted).toHaveBeenCalledExactlyOnceWith(answer.rsvp);
    expect(loadRsvpDraft('anna-ben', storage)).toBeNull();
  });
  it('a new RSVP after success gets a new key', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => created());
    const { result } = renderWizard({ storage: memoryStorage(), fetch });
    fillShortRsvp(result);
    await act(() => result.current.submit());
    act(() => result.current.startOver());
    expect(result.current.state).toMatchObject({ step: 1, submitted: null, idempotencyKey: 'key-2' });
  });
  it('does not send before the last step', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => created());
    const { result } = renderWizard({ storage: memoryStorage(), fetch });
    await act(() => result.current.submit());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('RSVP submit: the server refuses a number the browser accepted', () => {
  it("shows the server's message at the phone on the contact step, everything typed kept", async () => {
    const storage = memoryStorage();
    const refusal = {
      error: 'validationFailed',
      details: { phone: 'Please enter a valid phone number with country code (server)' },
    };
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response(JSON.stringify(refusal), { status: 400 }))
      .mockResolvedValueOnce(created());
    const { result } = renderWizard({ storage, fetch });
    fillShortRsvp(result);

    await act(() => result.current.submit());
    expect(result.current.state).toMatchObject({ step: 1, submitting: false, submitted: null });
    expect(result.current.stepId).toBe('contact');
    expect(result.current.errorMessage).toBe(refusal.details.phone);
    expect(result.current.fieldError('phone')).toBe(refusal.details.phone);
    expect(result.current.state.data).toMatchObject({
      name: 'Anna Schmidt',
      dialCode: '+49',
      phoneNumber: '1512 3456789',
      attendanceStatus: 'maybe',
      message: 'See you!',
    });
    expect(loadRsvpDraft('anna-ben', storage)?.data.message).toBe('See you!');

    // Correcting the number clears its message; the guest walks on and sends again with the same key.
    act(() => result.current.setPhone('+49', '1512 3456780'));
    expect(result.current.fieldError('phone')).toBeUndefined();
    expect(result.current.errorMessage).toBeNull();
    act(() => result.current.next());
    act(() => result.current.next());
    await act(() => result.current.submit());
    expect(result.current.state.submitted).toEqual(answer.rsvp);
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['key-1', 'key-1']);
  });
});

describe('RSVP navigation (docs/requirements.md B2): Step X of Y and the Back/Next rules', () => {
  it('reports 3 steps before attending and 5 once attending', () => {
    const { result } = renderWizard({ storage: memoryStorage() });
    expect(result.current.navigation).toMatchObject({
      canGoBack: false,
      canGoNext: false,
      label: { current: 1, total: 3 },
    });
    fillShortRsvp(result);
    act(() => result.current.setAttendance('attending'));
    expect(result.current.navigation.label).toEqual({ current: 3, total: 5 });
    expect(result.current.stepId).toBe('guestDetails');
  });
});

describe("a personal invitation's household: the wizard starts with their names", () => {
  const household = { names: ['Ada Lovelace', 'Byron Lovelace', 'Ralph'] };

  it('names the head and the companions and counts them, and saves nothing until the guest changes something', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const { result, unmount } = renderWizard({ storage, household });
      expect(result.current.state.data).toMatchObject({
        name: 'Ada Lovelace',
        numberOfGuests: 3,
        companions: [{ name: 'Byron Lovelace' }, { name: 'Ralph' }],
      });
      vi.runAllTimers();
      globalThis.dispatchEvent(new Event('pagehide'));
      expect(loadRsvpDraft('anna-ben', storage)).toBeNull();
      // Every name and the count stay the guest's to correct; the first change is saved.
      act(() => result.current.setText('name', 'Ada King'));
      act(() => result.current.setAttendance('attending'));
      act(() => result.current.setGuestCount(2));
      vi.runAllTimers();
      expect(loadRsvpDraft('anna-ben', storage)?.data).toMatchObject({
        name: 'Ada King',
        numberOfGuests: 2,
        companions: [{ name: 'Byron Lovelace' }],
      });
      unmount();
      expect(storage.items.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reopens what the guest typed rather than the household', () => {
    const storage = memoryStorage();
    const first = renderWizard({ storage });
    act(() => first.result.current.setText('name', 'Grace'));
    first.unmount();
    const second = renderWizard({ storage, household });
    expect(second.result.current.state.data).toMatchObject({ name: 'Grace', companions: [] });
  });

  it('leaves an unchanged wizard unsaved without a household too', () => {
    const storage = memoryStorage();
    const { unmount } = renderWizard({ storage });
    unmount();
    expect(loadRsvpDraft('anna-ben', storage)).toBeNull();
  });
});
