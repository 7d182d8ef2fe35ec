import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { translate } from '@wedding/core';
import { type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declinedRsvpFixture, ownRsvpFixture } from '../fixtures/own-rsvp-fixtures';
import { ownRsvpText } from '../own-rsvp-text';
import { OwnRsvps } from './OwnRsvps';

afterEach(cleanup);

function fakeClient(overrides: Partial<OwnRsvpClient> = {}): OwnRsvpClient {
  return {
    byToken: vi.fn(),
    deleteByToken: vi.fn(),
    mine: vi.fn(async () => [declinedRsvpFixture, ownRsvpFixture]),
    deleteMine: vi.fn(async () => undefined),
    ...overrides,
  };
}

async function confirmDeletionOf(name: string) {
  const [summary] = await screen.findAllByText(name);
  const item = summary?.closest('li');
  if (!item) throw new Error(`no answer of ${name}`);
  fireEvent.click(within(item).getByRole('button', { name: ownRsvpText('manage.delete', 'de') }));
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await act(async () => {
    fireEvent.click(
      within(dialog).getByRole('button', { name: ownRsvpText('delete.confirm', 'de'), hidden: true }),
    );
  });
  return dialog;
}

describe('"your answers" on the RSVP section', () => {
  it('renders nothing on the server and while the device sent nothing', async () => {
    const client = fakeClient({ mine: vi.fn(async () => []) });
    expect(renderToString(<OwnRsvps slug="anna" locale="de" client={client} />)).toBe('');
    const { container } = render(<OwnRsvps slug="anna" locale="de" client={client} />);
    await waitFor(() => expect(client.mine).toHaveBeenCalledWith('anna', expect.any(AbortSignal)));
    expect(container.innerHTML).toBe('');
  });

  it('a failed read (a preview without a grant) shows no list', async () => {
    const client = fakeClient({
      mine: vi.fn(async () => Promise.reject(new OwnRsvpError(401, 'accessCodeRequired'))),
    });
    const { container } = render(<OwnRsvps slug="anna" locale="de" client={client} />);
    await waitFor(() => expect(client.mine).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });

  it('lists the answers; deleting one asks first, announces it and moves the focus to the list', async () => {
    const client = fakeClient();
    render(<OwnRsvps slug="anna" locale="de" client={client} />);
    expect(await screen.findByRole('heading', { name: ownRsvpText('mine.heading', 'de') })).toBeTruthy();
    expect(screen.getAllByRole('listitem', { hidden: false }).length).toBeGreaterThanOrEqual(2);
    await confirmDeletionOf(declinedRsvpFixture.name);
    expect(client.deleteMine).toHaveBeenCalledWith('anna', declinedRsvpFixture.id);
    await waitFor(() => expect(screen.queryAllByText(declinedRsvpFixture.name)).toEqual([]));
    expect(screen.getByRole('status').textContent).toBe(
      ownRsvpText('mine.deleted', 'de', { name: declinedRsvpFixture.name }),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: ownRsvpText('mine.heading', 'de') }),
      ),
    );
  });

  it('an answer already gone counts as deleted; another failure stays in the dialog, translated', async () => {
    const deleteMine = vi
      .fn<OwnRsvpClient['deleteMine']>()
      .mockRejectedValueOnce(new OwnRsvpError(429, 'tooManyRequests'))
      .mockRejectedValueOnce(new OwnRsvpError(404, 'rsvpNotFound'));
    render(<OwnRsvps slug="anna" locale="de" client={fakeClient({ deleteMine })} />);
    const dialog = await confirmDeletionOf(ownRsvpFixture.name);
    expect(within(dialog).getByRole('alert', { hidden: true }).textContent).toBe(
      translate('api.tooManyRequests', 'de'),
    );
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: ownRsvpText('delete.confirm', 'de'), hidden: true }),
      );
    });
    await waitFor(() => expect(screen.queryAllByText(ownRsvpFixture.name)).toEqual([]));
  });

  it('reads the list again when told an answer was stored', async () => {
    const client = fakeClient();
    const { rerender } = render(<OwnRsvps slug="anna" locale="de" client={client} refreshKey={0} />);
    await waitFor(() => expect(client.mine).toHaveBeenCalledTimes(1));
    rerender(<OwnRsvps slug="anna" locale="de" client={client} refreshKey={1} />);
    await waitFor(() => expect(client.mine).toHaveBeenCalledTimes(2));
  });
});
