import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@wedding/api-client';
import { translate } from '@wedding/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardText } from '../../i18n/dashboard-text';
import { atPhoneWidth, storyNavigate, withDashboardProviders } from '../../story-support';
import { mailPath } from '../mail/mail-search';
import { manyHouseholds, storyHouseholds } from './fixtures/households';
import { SAMPLE_QR_URL } from './fixtures/sample-qr';
import { OutreachView } from './OutreachView';
import { outreachLinks } from './outreach-links';
import { shareMessage, smsHref, whatsAppHref } from './share-message';

const text = dashboardText('outreach', 'de');
const page = () => within(document.body);
const [vogel, yilmaz, baker, nowak] = storyHouseholds as [
  (typeof storyHouseholds)[number],
  (typeof storyHouseholds)[number],
  (typeof storyHouseholds)[number],
  (typeof storyHouseholds)[number],
];
const VOGEL = 'Clara Vogel und Jonas Vogel';
const links = { ...outreachLinks('wedding-anna-ben'), householdQr: () => SAMPLE_QR_URL };
const realLinks = outreachLinks('wedding-anna-ben');

/** The card of one household, found by its heading. */
function cardOf(canvas: ReturnType<typeof within>, names: string) {
  const card = canvas.getByRole('heading', { level: 3, name: names }).closest('li');
  if (!card) throw new Error(`No card for ${names}`);
  return within(card);
}

const meta = {
  title: 'Dashboard/Reach guests',
  tags: ['autodocs'],
  component: OutreachView,
  decorators: [withDashboardProviders],
  parameters: { currentPath: '/dashboard/wedding/outreach' },
  args: {
    status: 'ready',
    households: storyHouseholds,
    onRetry: fn(),
    mainLocale: 'de',
    couple: 'Anna & Ben',
    links: { ...links, cards: realLinks.cards, qrSheet: realLinks.qrSheet },
    onRenewLink: fn(async () => undefined),
    onLocaleChange: fn(async () => undefined),
    copyText: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ padding: '1rem' }}>
      <OutreachView {...args} />
    </div>
  ),
} satisfies Meta<typeof OutreachView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every household with its contact, email state, answer and invitation; the count is announced. */
export const Households: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text('count', { shown: 5, total: 5 }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const clara = cardOf(canvas, VOGEL);
    await expect(clara.getByText('clara.vogel@example.com')).toBeVisible();
    await expect(clara.getByText(text('email.ok'))).toBeVisible();
    await expect(clara.getByText(text('answer.none'))).toBeVisible();
    await expect(clara.getByText(text('sent.yes'))).toBeVisible();
    const bakers = cardOf(canvas, 'Tom Baker, Lucy Baker und Ella Baker');
    await expect(bakers.getByText(text('email.bounced'))).toBeVisible();
    await expect(bakers.getByText(text('answer.not_attending'))).toBeVisible();
    await expect(cardOf(canvas, 'Marta Nowak').getByText(text('email.unsubscribed'))).toBeVisible();
    await expect(cardOf(canvas, 'Ayşe Yılmaz').getByText(text('email.none'))).toBeVisible();
  },
};

/** The filter and the search narrow the list; the live region says how many are left. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('filter.unanswered') }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('count', { shown: 3, total: 5 }));
    await expect(canvas.queryByRole('heading', { name: 'Ayşe Yılmaz' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: text('filter.withoutEmail') }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: text('filter.withEmail') }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.type(canvas.getByRole('searchbox', { name: text('search.label') }), 'nowak');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(text('count', { shown: 1, total: 5 }));
    await userEvent.click(canvas.getByRole('radio', { name: text('filter.withoutEmail') }));
    await expect(canvas.getByText(text('noneFound'))).toBeVisible();
  },
};

/** Search ignores accents and case: "ayse" finds Ayşe. */
export const SearchByName: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: text('search.label') }), 'AYSE');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ayşe Yılmaz' })).toBeVisible();
  },
};

/**
 * WhatsApp and SMS carry the household's personal link and a text in the household's language (Turkish for Ayşe,
 * the site's German for the Vogels); without a phone WhatsApp opens without a number and SMS is not offered.
 */
export const MessageLinks: Story = {
  play: async ({ canvas }) => {
    const clara = cardOf(canvas, VOGEL);
    const claraText = shareMessage(vogel, 'Anna & Ben', 'de');
    const whatsApp = clara.getByRole('link', { name: text('action.whatsappNamed', { names: VOGEL }) });
    await expect(whatsApp).toHaveAttribute('href', whatsAppHref(vogel.phone, claraText));
    await expect(whatsApp.getAttribute('href')).toContain('https://wa.me/491701234567?text=');
    await expect(whatsApp.getAttribute('href')).toContain(encodeURIComponent(vogel.link));
    await expect(
      clara.getByRole('link', { name: text('action.smsNamed', { names: VOGEL }) }),
    ).toHaveAttribute('href', smsHref(vogel.phone ?? '', claraText));

    const ayse = cardOf(canvas, 'Ayşe Yılmaz');
    const ayseLink = ayse.getByRole('link', { name: text('action.whatsappNamed', { names: 'Ayşe Yılmaz' }) });
    await expect(ayseLink).toHaveAttribute(
      'href',
      whatsAppHref(yilmaz.phone, shareMessage(yilmaz, 'Anna & Ben', 'tr')),
    );
    await expect(decodeURIComponent(ayseLink.getAttribute('href') ?? '')).toContain('Merhaba Ayşe Yılmaz');

    const bakerNames = 'Tom Baker, Lucy Baker und Ella Baker';
    const bakers = cardOf(canvas, bakerNames);
    await expect(
      bakers.getByRole('link', { name: text('action.whatsappNamed', { names: bakerNames }) }),
    ).toHaveAttribute('href', whatsAppHref(null, shareMessage(baker, 'Anna & Ben', 'en')));
    await expect(
      bakers.queryByRole('link', { name: text('action.smsNamed', { names: bakerNames }) }),
    ).toBeNull();

    // A national number names no country: WhatsApp opens without it, and the card says why.
    const marta = cardOf(canvas, 'Marta Nowak');
    await expect(
      marta
        .getByRole('link', { name: text('action.whatsappNamed', { names: 'Marta Nowak' }) })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await expect(marta.getByText(text('contact.national'))).toBeVisible();
    await expect(
      decodeURIComponent(
        marta
          .getByRole('link', { name: text('action.whatsappNamed', { names: 'Marta Nowak' }) })
          .getAttribute('href') ?? '',
      ),
    ).toContain(shareMessage(nowak, 'Anna & Ben', 'pl'));
  },
};

/** Copy puts the personal link on the clipboard and says so. */
export const CopyLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.copyNamed', { names: VOGEL }) }),
    );
    await expect(args.copyText).toHaveBeenCalledWith(vogel.link);
    await expect(await page().findByText(text('copied', { names: VOGEL }))).toBeVisible();
  },
};

/** A clipboard the browser refuses: the failure is said, nothing else changes. */
export const CopyLinkFails: Story = {
  args: { copyText: fn(async () => Promise.reject(new Error('NotAllowedError'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.copyNamed', { names: VOGEL }) }),
    );
    await expect(await page().findByText(translate('copyError', 'de'))).toBeVisible();
  },
};

/** The QR code of a household opens in a dialog, described, with a download. */
export const QrCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.qrNamed', { names: VOGEL }) }),
    );
    const dialog = within(await page().findByRole('dialog', { name: text('qr.title', { names: VOGEL }) }));
    await expect(dialog.getByRole('img', { name: text('qr.alt', { names: VOGEL }) })).toHaveAttribute(
      'src',
      SAMPLE_QR_URL,
    );
    await expect(dialog.getByRole('link', { name: text('qr.download') })).toHaveAttribute(
      'download',
      'qr-clara-vogel-jonas-vogel.svg',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** The QR code's address is the API's household QR endpoint. */
export const QrCodeAddress: Story = {
  args: { links: realLinks },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.qrNamed', { names: VOGEL }) }),
    );
    const dialog = within(await page().findByRole('dialog'));
    await expect(dialog.getByRole('img', { name: text('qr.alt', { names: VOGEL }) })).toHaveAttribute(
      'src',
      '/api/weddings/wedding-anna-ben/households/household-vogel/qr.svg',
    );
  },
};

/** A new link is made only after a confirmation that says the old one and its printed QR codes stop working. */
export const RenewLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.renewNamed', { names: VOGEL }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(text('renew.title', { names: VOGEL }));
    await expect(confirm).toHaveTextContent(text('renew.description'));
    await expect(args.onRenewLink).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: text('renew.confirm') }));
    await waitFor(() => expect(args.onRenewLink).toHaveBeenCalledWith(vogel));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling keeps the old link. */
export const RenewLinkCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.renewNamed', { names: VOGEL }) }),
    );
    const confirm = await page().findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: text('renew.cancel') }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull());
    await expect(args.onRenewLink).not.toHaveBeenCalled();
  },
};

/** A household deleted meanwhile: the refusal stays in the dialog, in the person's language. */
export const RenewLinkFails: Story = {
  args: { onRenewLink: fn(async () => Promise.reject(new ApiError(404, 'householdNotFound'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      cardOf(canvas, VOGEL).getByRole('button', { name: text('action.renewNamed', { names: VOGEL }) }),
    );
    const confirm = within(await page().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: text('renew.confirm') }));
    await expect(await confirm.findByRole('alert')).toHaveTextContent(translate('householdNotFound', 'de'));
  },
};

/** A household's message language: the site's main language by default, or one of six. */
export const MessageLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const clara = cardOf(canvas, VOGEL);
    const picker = clara.getByRole('button', { name: new RegExp(text('language.label')) });
    await expect(picker).toHaveTextContent(text('language.main', { language: 'Deutsch' }));
    await userEvent.click(picker);
    await userEvent.click(await page().findByRole('option', { name: 'English' }));
    await waitFor(() => expect(args.onLocaleChange).toHaveBeenCalledWith(vogel, 'en'));
    const ayse = cardOf(canvas, 'Ayşe Yılmaz');
    await userEvent.click(ayse.getByRole('button', { name: new RegExp(text('language.label')) }));
    await userEvent.click(
      await page().findByRole('option', { name: text('language.main', { language: 'Deutsch' }) }),
    );
    await waitFor(() => expect(args.onLocaleChange).toHaveBeenCalledWith(yilmaz, null));
  },
};

/** Chosen households: the email action carries them to the mail screen; print offers them and picks them. */
export const Selection: Story = {
  play: async ({ canvas, userEvent }) => {
    storyNavigate.mockClear();
    await userEvent.click(canvas.getByRole('checkbox', { name: text('select.household', { names: VOGEL }) }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: text('select.household', { names: 'Marta Nowak' }) }),
    );
    await expect(canvas.getByText(text('select.count', { count: 2 }))).toBeVisible();
    const print = canvas.getByRole('radio', { name: text('print.audience.chosen', { count: 2 }) });
    await expect(print).toBeChecked();
    const cards = canvas.getByRole('link', { name: text('print.cards') });
    await expect(cards.getAttribute('href')).toContain('audience=chosen');
    await expect(cards.getAttribute('href')).toContain(
      `households=${encodeURIComponent('household-vogel,household-nowak')}`,
    );
    const email = canvas.getByRole('link', { name: text('select.email') });
    const href = mailPath({ households: ['household-vogel', 'household-nowak'] });
    await expect(email).toHaveAttribute('href', href);
    await userEvent.click(email);
    await expect(storyNavigate).toHaveBeenCalledWith(href);
    await userEvent.click(canvas.getByRole('button', { name: text('select.print') }));
    await expect(document.activeElement).toBe(document.getElementById('outreach-print'));
    await userEvent.click(canvas.getByRole('button', { name: text('select.clear') }));
    await expect(canvas.getByText(text('select.count', { count: 0 }))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text('print.audience.all') })).toBeChecked();
  },
};

/** "Select all" takes every household the filter shows, and only those. */
export const SelectAllShown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: text('filter.withoutEmail') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: text('select.all', { count: 2 }) }));
    await expect(canvas.getByText(text('select.count', { count: 2 }))).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: text('select.household', { names: 'Ayşe Yılmaz' }) }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: text('filter.all') }));
    await expect(
      canvas.getByRole('checkbox', { name: text('select.household', { names: VOGEL }) }),
    ).not.toBeChecked();
  },
};

/** Print: kind, size, language and audience go into the PDF links; each PDF says what it holds. */
export const Print: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(text('print.cardsHint'))).toBeVisible();
    await expect(canvas.getByText(text('print.qrSheetHint'))).toBeVisible();
    const cards = canvas.getByRole('link', { name: text('print.cards') });
    await expect(cards).toHaveAttribute(
      'href',
      realLinks.cards({ kind: 'invitation', size: 'A6', locale: 'de', audience: 'all', households: [] }),
    );
    await userEvent.click(canvas.getByRole('radio', { name: text('print.kind.saveTheDate') }));
    await userEvent.click(canvas.getByRole('radio', { name: text('print.size.A5') }));
    await userEvent.click(canvas.getByRole('radio', { name: text('print.audience.unanswered') }));
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text('print.language')) }));
    await userEvent.click(await page().findByRole('option', { name: 'Español' }));
    await expect(canvas.getByText(text('print.count', { count: 3 }))).toBeVisible();
    await expect(cards).toHaveAttribute(
      'href',
      realLinks.cards({
        kind: 'saveTheDate',
        size: 'A5',
        locale: 'es',
        audience: 'unanswered',
        households: [],
      }),
    );
    await expect(canvas.getByRole('link', { name: text('print.qrSheet') })).toHaveAttribute(
      'href',
      realLinks.qrSheet({ locale: 'es', audience: 'unanswered', households: [] }),
    );
  },
};

/** A long guest list opens with its first 50 households; the rest follow on request. */
export const ManyHouseholds: Story = {
  args: { households: manyHouseholds(120) },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(50);
    await userEvent.click(canvas.getByRole('button', { name: text('showMore', { count: 70 }) }));
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(100);
  },
};

export const Loading: Story = {
  args: { status: 'loading', households: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('loading'))).toBeVisible();
  },
};

/** Loading failed: said at once, with a way to try again. */
export const LoadFailed: Story = {
  args: { status: 'error', households: [], loadError: new ApiError(0, undefined) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('loadFailed'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(translate('networkError', 'de'));
    await userEvent.click(canvas.getByRole('button', { name: text('retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No guests yet: the way to the guest list. */
export const Empty: Story = {
  args: { households: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('empty.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('empty.action') })).toHaveAttribute(
      'href',
      '/dashboard/wedding/guests',
    );
  },
};

/** 360 px: cards in one column, every action reachable. */
export const Phone: Story = {
  decorators: [atPhoneWidth],
  play: async ({ canvas }) => {
    const clara = cardOf(canvas, VOGEL);
    await expect(
      clara.getByRole('button', { name: text('action.copyNamed', { names: VOGEL }) }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: text('list.title') });
    await expect(list.clientWidth).toBeGreaterThan(250);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
