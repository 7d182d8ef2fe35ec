import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { localMoment, mailFailureText, needsVerifiedEmail } from './mail-failure';

describe('mail failures', () => {
  it('says how many today and when sending resumes, in local time', () => {
    const resetsAt = '2027-03-02T00:00:00.000Z';
    const error = new ApiError(429, 'dailyMailCapReached', { limit: 200, usedToday: 200, resetsAt });
    const shown = mailFailureText(error, 'en');
    expect(shown).toBe(
      translate('dailyMailCapReached', 'en', {
        limit: 200,
        usedToday: 200,
        resetsAt: localMoment(resetsAt, 'en'),
      }),
    );
    expect(shown).not.toContain('{');
  });

  it("shows the server's message, or the fallback when it names none", () => {
    const unverified = new ApiError(403, 'verifiedEmailRequired');
    expect(mailFailureText(unverified, 'de')).toBe(translate('verifiedEmailRequired', 'de'));
    expect(needsVerifiedEmail(unverified)).toBe(true);
    expect(mailFailureText(new ApiError(400, 'noRecipients'), 'en')).toBe(translate('noRecipients', 'en'));
    expect(mailFailureText(new ApiError(0, undefined), 'en')).toBe(translate('networkError', 'en'));
    expect(needsVerifiedEmail(new Error('x'))).toBe(false);
  });
});
