import { LOCALES, type Locale, MAIL_KINDS, type MailKind } from '@wedding/core';
import { DEFAULT_CUSTOMIZATION, formatHex, parseColor } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGUES } from './i18n/mail-text';
import type { MailContent, RenderedMail } from './mail-content';
import { renderMail } from './render-mail';
import { SAMPLE_CONTENTS, SAMPLE_PRIMARY_HEX, urlsOf } from './test-support/sample-contents';

const hexOf = (css: string) => {
  const color = parseColor(css);
  return color ? formatHex(color) : null;
};

const GUEST_KINDS: readonly MailKind[] = ['saveTheDate', 'invitation', 'reminder', 'rsvpConfirmation'];
const COUPLE_KINDS: readonly MailKind[] = ['rsvpNotice', 'rsvpDigest'];
const ACCOUNT_KINDS: readonly MailKind[] = ['emailVerification', 'passwordReset'];

/** How React writes a URL into an href attribute. */
function asAttribute(url: string): string {
  return url.replaceAll('&', '&amp;');
}

const rendered = new Map<string, RenderedMail>();
async function renderedMail(kind: MailKind, locale: Locale): Promise<RenderedMail> {
  const key = `${kind}.${locale}`;
  let mail = rendered.get(key);
  if (!mail) {
    mail = await renderMail(SAMPLE_CONTENTS[kind], locale);
    rendered.set(key, mail);
  }
  return mail;
}

it('has a template group for every kind: guest, couple or account', () => {
  expect([...GUEST_KINDS, ...COUPLE_KINDS, ...ACCOUNT_KINDS].sort()).toEqual([...MAIL_KINDS].sort());
});

describe.each(LOCALES)('every email in %s', (locale) => {
  it.each(MAIL_KINDS)('%s: subject, language, links and theme', async (kind) => {
    const content: MailContent = SAMPLE_CONTENTS[kind];
    const { subject, html, text } = await renderedMail(kind, locale);

    expect(subject.trim()).not.toBe('');
    expect(subject).not.toMatch(/[{}\n]/);
    expect(html).toContain(`<html dir="ltr" lang="${locale}">`);
    expect(text).not.toMatch(/\{\w+\}/);
    for (const url of urlsOf(content)) {
      expect(html).toContain(`href="${asAttribute(url)}"`);
      expect(text).toContain(url);
    }
    const expectedPrimary =
      'wedding' in content ? SAMPLE_PRIMARY_HEX : hexOf(DEFAULT_CUSTOMIZATION.theme.colors.light.primary);
    expect(html).toContain(`background-color:${expectedPrimary}`);
  });

  it.each(GUEST_KINDS)('%s: a visible unsubscribe link in the footer', async (kind) => {
    const content = SAMPLE_CONTENTS[kind] as Extract<MailContent, { unsubscribeUrl: string }>;
    const { html, text } = await renderedMail(kind, locale);
    const label = MAIL_CATALOGUES[locale].common.unsubscribe;
    // The link itself, labelled in the reader's language (not just an address hidden in a header).
    const anchor = html.slice(html.indexOf(`href="${asAttribute(content.unsubscribeUrl)}"`));
    expect(anchor).toMatch(new RegExp(`^[^>]*>${label}</a>`));
    expect(text).toContain(`${label} ${content.unsubscribeUrl}`);
  });

  it.each([...COUPLE_KINDS, ...ACCOUNT_KINDS])('%s: no unsubscribe link', async (kind) => {
    const { html, text } = await renderedMail(kind, locale);
    const label = MAIL_CATALOGUES[locale].common.unsubscribe;
    expect(html).not.toContain('/unsubscribe/');
    expect(html).not.toContain(label);
    expect(text).not.toContain(label);
  });
});

describe('user text', () => {
  const attack = '<script>alert("x")</script><b>bold</b>';

  it('a recipient name and a note are shown as text, never as markup', async () => {
    const { html, text } = await renderMail(
      {
        ...SAMPLE_CONTENTS.invitation,
        recipientName: attack,
        note: `Erste Zeile\nzweite Zeile\n\n${attack}`,
      },
      'de',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;');
    expect(text).toContain(attack);
    // A line break stays a line break, a blank line starts a new paragraph.
    expect(html).toContain('Erste Zeile<br/>zweite Zeile</p>');
    expect(html).toMatch(/zweite Zeile<\/p><p[^>]*>&lt;script&gt;/);
  });

  it("a guest's name and message reach the couple as text", async () => {
    const answer = { ...SAMPLE_CONTENTS.rsvpNotice.answer, respondentName: attack, message: attack };
    const notice = await renderMail({ ...SAMPLE_CONTENTS.rsvpNotice, answer }, 'en');
    const digest = await renderMail({ ...SAMPLE_CONTENTS.rsvpDigest, answers: [answer] }, 'en');
    for (const { html } of [notice, digest]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('&lt;script&gt;');
    }
    expect(notice.subject).toBe(`New answer: ${attack} might come`);
  });

  it('a name typed with a line break keeps the subject on one line', async () => {
    const wedding = { ...SAMPLE_CONTENTS.reminder.wedding, partner1: 'Anna\r\nBcc: x@example.org' };
    const { subject } = await renderMail({ ...SAMPLE_CONTENTS.reminder, wedding }, 'en');
    expect(subject).toBe('Anna Bcc: x@example.org and Ben – Are you coming to our wedding?');
  });
});

describe('content', () => {
  it('formats the wedding day and the deadline in the reader’s language, on the stored calendar day', async () => {
    const { html } = await renderMail(SAMPLE_CONTENTS.invitation, 'de');
    expect(html).toContain('12. Juni 2027');
    expect(html).toContain('Bitte antworte bis zum 1. Mai 2027.');
    const spanish = await renderMail(SAMPLE_CONTENTS.invitation, 'es');
    expect(spanish.html).toContain('12 de junio de 2027');
    expect(spanish.subject).toBe('Anna y Ben – Invitación de boda');
  });

  it('the digest lists every answer with the totals', async () => {
    const { subject, text } = await renderMail(SAMPLE_CONTENTS.rsvpDigest, 'en');
    expect(subject).toBe('New answers on March 14, 2027 (3)');
    expect(text).toMatch(/Clara Weiß\s+Attending\s+2/);
    expect(text).toMatch(/Emil Roth\s+Not attending\s+1/);
    expect(text).toMatch(/Frieda Lang\s+Maybe\s+3/);
    expect(text).toContain('People attending: 2');
    expect(text).toContain('People who might come: 3');
    expect(text).toContain('Declined: 1');
  });

  it('a digest without answers says so', async () => {
    const { text } = await renderMail({ ...SAMPLE_CONTENTS.rsvpDigest, answers: [] }, 'en');
    expect(text).toContain('No new answers arrived on this day.');
    expect(text).not.toContain('People attending');
  });

  it('the notice says who answered, how, and their message', async () => {
    const answer = { ...SAMPLE_CONTENTS.rsvpConfirmation.answer };
    const { subject, text } = await renderMail({ ...SAMPLE_CONTENTS.rsvpNotice, answer }, 'de');
    expect(subject).toBe('Neue Antwort: Clara Weiß kommt');
    expect(text).toContain('Clara Weiß hat zugesagt und kommt zu eurer Hochzeit.');
    expect(text).toContain('Teilnahme: Zusage');
    expect(text).toContain('Gäste: Clara Weiß und David Weiß');
    expect(text).toContain('Wir freuen uns riesig!');
  });

  it('keeps names as typed in the plain text (no upper-cased headings, Turkish i intact)', async () => {
    const wedding = { ...SAMPLE_CONTENTS.saveTheDate.wedding, partner1: 'Işıl', partner2: 'İlker' };
    const { text } = await renderMail({ ...SAMPLE_CONTENTS.saveTheDate, wedding }, 'tr');
    const [eyebrow, heading] = text.split('\n').filter((line) => line.trim() !== '');
    expect([eyebrow, heading]).toEqual(['Bu tarihi ayırın', 'Işıl ve İlker']);
    const confirmation = await renderMail(SAMPLE_CONTENTS.rsvpConfirmation, 'tr');
    expect(confirmation.text).toContain('\nYanıtınız\n');
  });

  it('writes the link lifetime with the plural the language needs', async () => {
    const verification = await renderMail({ ...SAMPLE_CONTENTS.emailVerification, expiresInHours: 1 }, 'de');
    expect(verification.text).toContain('Der Link ist 1 Stunde lang gültig.');
    const reset = await renderMail(SAMPLE_CONTENTS.passwordReset, 'pl');
    expect(reset.text).toContain('Ważność linku: 30 minut.');
  });

  it('greets without a name when none is known, and names the couple when the partners have none', async () => {
    const wedding = { ...SAMPLE_CONTENTS.reminder.wedding, partner1: '', partner2: ' ' };
    const { subject, text } = await renderMail(
      { ...SAMPLE_CONTENTS.reminder, recipientName: ' ', wedding },
      'de',
    );
    expect(subject).toBe('Das Brautpaar – Kommst du zu unserer Hochzeit?');
    expect(text).toContain('Hallo,\n');
  });

  it('an unknown stored locale falls back to German', async () => {
    const { html, subject } = await renderMail(SAMPLE_CONTENTS.passwordReset, 'xx' as Locale);
    expect(html).toContain('lang="de"');
    expect(subject).toBe('Dein Link für ein neues Passwort');
  });
});
