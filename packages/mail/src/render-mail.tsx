import { render, toPlainText } from '@react-email/components';
import type { Locale, MailKind } from '@wedding/core';
import { ANSWER_TABLE_CLASS } from './components/answer-table';
import type { MailContent, RenderedMail } from './mail-content';
import { createMailContext } from './mail-context';
import type { MailTemplate } from './templates/mail-template';
import { MAIL_TEMPLATES } from './templates/mail-templates';

/**
 * How the plain-text part is laid out. Headings keep their case: html-to-text upper-cases them with the
 * language-blind toUpperCase, which turns Turkish "i" into "I" instead of "İ" and shouts the couple's names. The
 * digest's answers read as columns, not as one run-on line per cell.
 */
const PLAIN_TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    {
      selector: `table.${ANSWER_TABLE_CLASS}`,
      format: 'dataTable',
      options: { uppercaseHeaderCells: false, maxColumnWidth: 40 },
    },
  ],
};

/** A subject is one header line: a name typed with a line break must not split it. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Renders one email in the reader's language: its subject, its HTML and the plain-text alternative. */
export async function renderMail(content: MailContent, locale: Locale): Promise<RenderedMail> {
  const context = createMailContext(content, locale);
  // MAIL_TEMPLATES pairs every kind with its own template, so the template of content.kind takes this content.
  const template = MAIL_TEMPLATES[content.kind] as unknown as MailTemplate<MailKind>;
  const email = <template.Email content={content} context={context} />;
  // React renders the email once: the plain text is made from its HTML, as react-email's `plainText` option would
  // after rendering it a second time (every RSVP's confirmation passes here: bench/rsvp-cluster.mjs).
  const html = await render(email);
  const text = toPlainText(html, PLAIN_TEXT_OPTIONS);
  return { subject: oneLine(template.subject(content, context)), html, text };
}
