import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOnboardingState } from './use-onboarding-state';

const today = new Date('2027-03-01T10:00:00Z');

describe('useOnboardingState (docs/requirements.md B2 and B4)', () => {
  it('makes the address from the names and the year until the couple types their own', () => {
    const { result } = renderHook(() => useOnboardingState({ today, locale: 'de' }));
    act(() =>
      result.current.update({ partner1Name: 'Anna Maria', partner2Name: 'Ben', dateText: '12.06.2027' }),
    );
    expect(result.current.slug).toBe('anna-und-ben-2027');
    act(() => result.current.typeSlug('Unsere Feier!'));
    expect(result.current.slugInput).toBe('unsere-feier-');
    expect(result.current.slug).toBe('unsere-feier');
    act(() => result.current.update({ partner1Name: 'Anne' }));
    expect(result.current.slug).toBe('unsere-feier');
  });

  it('Next waits for a filled step, finish for an available address', () => {
    const { result } = renderHook(() => useOnboardingState({ today, locale: 'en' }));
    expect(result.current.navigation('unchecked', false)).toMatchObject({
      canGoBack: false,
      canGoNext: false,
    });
    act(() => result.current.update({ partner1Name: 'Anna', partner2Name: 'Ben' }));
    expect(result.current.navigation('unchecked', false).canGoNext).toBe(true);
    act(() => result.current.next());
    act(() => result.current.update({ dateText: '01.01.2027' }));
    expect(result.current.dateError).toBe('errors.pastDate');
    expect(result.current.stepFilled).toBe(false);
    act(() => result.current.update({ dateText: '12-06-2027' }));
    expect(result.current.dateError).toBeNull();
    act(() => result.current.next());
    expect(result.current.slug).toBe('anna-and-ben-2027');
    expect(result.current.navigation('taken', false)).toMatchObject({ isLastStep: true, canGoNext: false });
    expect(result.current.navigation('available', true).canGoNext).toBe(false);
    expect(result.current.navigation('available', false).canGoNext).toBe(true);
    expect(result.current.payload()).toEqual({
      partner1Name: 'Anna',
      partner2Name: 'Ben',
      weddingDate: '2027-06-12',
      slug: 'anna-and-ben-2027',
      locale: 'en',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('a day picked from the calendar fills the field the same way typing does', () => {
    const { result } = renderHook(() => useOnboardingState({ today, locale: 'de', initial: { step: 1 } }));
    expect(result.current.dateWindow).toEqual({
      earliest: { year: 2027, month: 3, day: 2 },
      latest: { year: 2032, month: 3, day: 1 },
    });
    expect(result.current.validDate).toBeNull();
    act(() => result.current.pickDate({ year: 2027, month: 6, day: 2 }));
    expect(result.current.fields.dateText).toBe('02.06.2027');
    expect(result.current.validDate).toEqual({ year: 2027, month: 6, day: 2 });
    expect(result.current.payload().weddingDate).toBe('2027-06-02');
    act(() => result.current.update({ dateText: '01.03.2027' }));
    expect(result.current.validDate).toBeNull();
    expect(result.current.dateError).toBe('errors.pastDate');
  });
});
