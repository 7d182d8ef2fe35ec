import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@wedding/ui';
import { describe, expect, it, vi } from 'vitest';
import { RsvpWizard } from './RsvpWizard';

const answer = {
  rsvp: { id: 'r1', submittedAt: '2026-11-22T09:00:00.000Z', attendanceStatus: 'maybe', numberOfGuests: 0 },
};

function renderWizard(fetch: typeof globalThis.fetch) {
  return render(
    <I18nProvider locale="en">
      <RsvpWizard
        slug="anna-ben"
        locale="en"
        storage={null}
        fetch={fetch}
        createIdempotencyKey={() => 'key-1'}
      />
    </I18nProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('RSVP wizard shell (docs/requirements.md B2)', () => {
  it('walks contact, attendance and message, shows the red banner on failure and the success card after', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(answer), { status: 201 }));
    renderWizard(fetch);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    type('Your name', 'A');
    type('Phone number', '1512 3456789');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Name is required');

    type('Your name', 'Anna');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Maybe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Network error. Please check your connection and try again.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit RSVP' }));
    });
    expect(screen.getByText('Your RSVP has been received.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows 5 steps and a name input per companion when attending', () => {
    renderWizard(vi.fn<typeof globalThis.fetch>());
    type('Your name', 'Anna');
    type('Phone number', '1512 3456789');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, I will attend' }));
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByPlaceholderText('guest number 2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /increase|increment|\+/i }));
    expect(screen.getByPlaceholderText('guest number 2')).toBeTruthy();
  });
});
