import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { translate } from '@wedding/core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { type UnsubscribeClient, UnsubscribeError } from '../unsubscribe-client';
import { unsubscribeText } from '../unsubscribe-text';
import { UnsubscribePage, type UnsubscribePageProps } from './UnsubscribePage';

afterEach(cleanup);

const card = { slug: 'lena-und-jonas', brideName: 'Lena', groomName: 'Jonas' };
const THEME_CSS_VARS = siteThemeCssVars();
const TOKEN = 'aBcDeFgHiJkLmNoPqRsT_-0123456789';
const target = { couple: 'Lena & Jonas', address: 'ada@example.org' };

function fakeClient(overrides: Partial<UnsubscribeClient> = {}): UnsubscribeClient {
  return {
    read: vi.fn(async () => ({ ...target, unsubscribed: false })),
    unsubscribe: vi.fn(async () => ({ unsubscribed: true as const })),
    ...overrides,
  };
}

function renderPage(props: Partial<UnsubscribePageProps> = {}) {
  const client = props.client ?? fakeClient();
  render(
    <UnsubscribePage
      card={card}
      locale="en"
      themeCssVars={THEME_CSS_VARS}
      onLocaleChange={vi.fn()}
      client={client}
      readToken={() => TOKEN}
      {...props}
    />,
  );
  return client;
}

const text = (key: Parameters<typeof unsubscribeText>[0], params?: Record<string, string>) =>
  unsubscribeText(key, 'en', params);
const heading = (key: Parameters<typeof unsubscribeText>[0]) =>
  screen.findByRole('heading', { level: 1, name: text(key) });

describe('UnsubscribePage: the link in every email', () => {
  it('renders "checking" on the server: the token is in the fragment, which only the browser reads', () => {
    const readToken = vi.fn(() => 'never on the server');
    const html = renderToString(
      <UnsubscribePage
        card={card}
        locale="de"
        themeCssVars={THEME_CSS_VARS}
        onLocaleChange={vi.fn()}
        readToken={readToken}
      />,
    );
    expect(html).toContain('data-unsubscribe="loading"');
    expect(html).toContain(unsubscribeText('loading', 'de'));
    expect(html).toContain(unsubscribeText('wedding', 'de', { names: 'Lena &amp; Jonas' }));
    expect(readToken).not.toHaveBeenCalled();
  });

  it('names the couple and the address, unsubscribes on the button and confirms at the heading', async () => {
    const client = renderPage();
    await heading('heading');
    expect(client.read).toHaveBeenCalledWith(TOKEN, expect.any(AbortSignal));
    expect(await screen.findByText(text('ready', target))).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('confirm') })));
    expect(client.unsubscribe).toHaveBeenCalledExactlyOnceWith(TOKEN);
    expect(await heading('doneTitle')).toBe(document.activeElement);
    expect(screen.getByRole('status').textContent).toBe(
      "ada@example.org gets no more emails about Lena & Jonas's wedding.",
    );
    expect(screen.queryByRole('button', { name: text('confirm') })).toBeNull();
  });

  it('sends once while a send is under way', async () => {
    let finish: () => void = () => {};
    const unsubscribe = vi.fn(
      () =>
        new Promise<{ unsubscribed: true }>((resolve) => {
          finish = () => resolve({ unsubscribed: true });
        }),
    );
    renderPage({ client: fakeClient({ unsubscribe }) });
    const button = await screen.findByRole('button', { name: text('confirm') });
    await act(async () => fireEvent.click(button));
    const busy = screen.getByRole('button', { name: text('confirming') });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(busy));
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await heading('doneTitle');
  });

  it('says so when the address was unsubscribed before, without a button', async () => {
    renderPage({ client: fakeClient({ read: vi.fn(async () => ({ ...target, unsubscribed: true })) }) });
    await heading('alreadyTitle');
    expect(screen.getByRole('status').textContent).toBe(text('already', target));
    expect(screen.queryByRole('button', { name: text('confirm') })).toBeNull();
  });

  it('speaks of "this wedding" when the API knows no names', async () => {
    renderPage({
      client: fakeClient({ read: vi.fn(async () => ({ ...target, couple: '', unsubscribed: false })) }),
    });
    expect(await screen.findByText(text('readyNoCouple', { address: target.address }))).toBeTruthy();
  });

  it('a link that names no email (400/404) or has no token says it is not valid', async () => {
    const refused = fakeClient({
      read: vi.fn(async () => Promise.reject(new UnsubscribeError(404, 'linkInvalid'))),
    });
    renderPage({ client: refused });
    await heading('invalidTitle');
    expect(screen.getByRole('status').textContent).toBe(text('invalid'));
    cleanup();
    const client = fakeClient();
    renderPage({ client, readToken: () => null });
    await heading('invalidTitle');
    expect(client.read).not.toHaveBeenCalled();
  });

  it('a failed check names why and tries again on request', async () => {
    const read = vi
      .fn<UnsubscribeClient['read']>()
      .mockRejectedValueOnce(new UnsubscribeError(0, undefined))
      .mockResolvedValue({ ...target, unsubscribed: false });
    renderPage({ client: fakeClient({ read }) });
    await heading('errorTitle');
    expect(screen.getByRole('alert').textContent).toBe(translate('networkError', 'en'));
    fireEvent.click(screen.getByRole('button', { name: translate('retry', 'en') }));
    await heading('heading');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a failed send keeps the address and the button, with the reason in the alert', async () => {
    const unsubscribe = vi
      .fn<UnsubscribeClient['unsubscribe']>()
      .mockRejectedValueOnce(new UnsubscribeError(503, undefined))
      .mockResolvedValue({ unsubscribed: true });
    renderPage({ client: fakeClient({ unsubscribe }) });
    const button = await screen.findByRole('button', { name: text('confirm') });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert').textContent).toBe(translate('errors.serverError', 'en'));
    expect(screen.getByText(text('ready', target))).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: text('confirm') })));
    await heading('doneTitle');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a send refused as an invalid link (the email was deleted meanwhile) says the link is not valid', async () => {
    const unsubscribe = vi.fn(async () => Promise.reject(new UnsubscribeError(400, 'linkInvalid')));
    renderPage({ client: fakeClient({ unsubscribe }) });
    const button = await screen.findByRole('button', { name: text('confirm') });
    await act(async () => fireEvent.click(button));
    expect(await heading('invalidTitle')).toBe(document.activeElement);
  });
});
