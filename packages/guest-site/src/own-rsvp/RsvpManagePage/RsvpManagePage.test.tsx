import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { translate } from '@wedding/core';
import { type OwnRsvpClient, OwnRsvpError } from '@wedding/rsvp';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { ownRsvpFixture } from '../fixtures/own-rsvp-fixtures';
import { ownRsvpText } from '../own-rsvp-text';
import { RsvpManagePage, type RsvpManagePageProps } from './RsvpManagePage';

afterEach(cleanup);

const card = { slug: 'lena-und-jonas', brideName: 'Lena', groomName: 'Jonas' };
const THEME_CSS_VARS = siteThemeCssVars();

function fakeClient(overrides: Partial<OwnRsvpClient> = {}): OwnRsvpClient {
  return {
    byToken: vi.fn(async () => ({ rsvp: ownRsvpFixture, wedding: { slug: card.slug } })),
    deleteByToken: vi.fn(async () => undefined),
    mine: vi.fn(async () => []),
    deleteMine: vi.fn(async () => undefined),
    ...overrides,
  };
}

function renderPage(props: Partial<RsvpManagePageProps> = {}) {
  const forgetToken = vi.fn();
  const client = props.client ?? fakeClient();
  render(
    <RsvpManagePage
      card={card}
      locale="en"
      themeCssVars={THEME_CSS_VARS}
      onLocaleChange={vi.fn()}
      client={client}
      readToken={() => 'r1.signature'}
      forgetToken={forgetToken}
      {...props}
    />,
  );
  return { client, forgetToken };
}

const heading = (key: Parameters<typeof ownRsvpText>[0]) =>
  screen.findByRole('heading', { level: 1, name: ownRsvpText(key, 'en') });

describe("RsvpManagePage: the guest's private link", () => {
  it('renders "loading" on the server: the token is in the fragment, which only the browser reads', () => {
    const readToken = vi.fn(() => 'never on the server');
    const html = renderToString(
      <RsvpManagePage
        card={card}
        locale="de"
        themeCssVars={THEME_CSS_VARS}
        onLocaleChange={vi.fn()}
        readToken={readToken}
      />,
    );
    expect(html).toContain('data-rsvp-manage="loading"');
    expect(html).toContain(ownRsvpText('manage.loading', 'de'));
    expect(readToken).not.toHaveBeenCalled();
  });

  it('shows everything the guest sent, then deletes it after asking and forgets the token', async () => {
    const { client, forgetToken } = renderPage();
    await heading('manage.heading');
    expect(client.byToken).toHaveBeenCalledWith('r1.signature', expect.any(AbortSignal));
    expect(await screen.findByText(/Wir freuen uns riesig auf euch!/)).toBeTruthy();
    expect(screen.getByText(translate('rsvp.attending', 'en'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: ownRsvpText('manage.delete', 'en') }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: ownRsvpText('delete.confirm', 'en'), hidden: true }),
      );
    });
    expect(client.deleteByToken).toHaveBeenCalledWith('r1.signature');
    expect(await heading('manage.deletedTitle')).toBe(document.activeElement);
    expect(forgetToken).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: ownRsvpText('manage.toSite', 'en') }).getAttribute('href')).toBe(
      '/en/w/lena-und-jonas',
    );
  });

  it('a link without its token says it is incomplete and asks nothing', async () => {
    const client = fakeClient();
    renderPage({ client, readToken: () => null });
    await heading('manage.missingTokenTitle');
    expect(client.byToken).not.toHaveBeenCalled();
  });

  it('an answer that is gone (404) says so', async () => {
    renderPage({
      client: fakeClient({
        byToken: vi.fn(async () => Promise.reject(new OwnRsvpError(404, 'rsvpNotFound'))),
      }),
    });
    await heading('manage.notFoundTitle');
    expect(screen.getByText(translate('rsvpNotFound', 'en'))).toBeTruthy();
  });

  it('a failure names why and tries again on request', async () => {
    const byToken = vi
      .fn<OwnRsvpClient['byToken']>()
      .mockRejectedValueOnce(new OwnRsvpError(0, undefined))
      .mockResolvedValue({ rsvp: ownRsvpFixture, wedding: { slug: card.slug } });
    renderPage({ client: fakeClient({ byToken }) });
    await heading('manage.errorTitle');
    expect(screen.getByRole('alert').textContent).toBe(translate('networkError', 'en'));
    fireEvent.click(screen.getByRole('button', { name: translate('retry', 'en') }));
    await heading('manage.heading');
    expect(byToken).toHaveBeenCalledTimes(2);
  });
});
