import { type Locale, unsubscribeHref } from '@wedding/core';
import type { MailContent, RenderedMail } from '@wedding/mail';
import type { AppDeps } from '../../context.js';
import { inProcessRenderer } from '../../rendering/renderer.js';
import type { MailWeddingContext } from '../mail-wedding.js';
import { unsubscribeToken } from '../unsubscribe-token.js';
import type { MessagePayload } from './new-message.js';

export type StoredMessage = {
  id: string;
  kind: string;
  locale: Locale;
  payload: unknown;
};

/** The message's unsubscribe page: any email of a wedding can end that wedding's email to its address. */
export function unsubscribeUrl(deps: AppDeps, message: StoredMessage, wedding: MailWeddingContext): string {
  return `${deps.config.publicUrl}${unsubscribeHref(message.locale, wedding.slug, unsubscribeToken(deps.config, message.id))}`;
}

/** The message's template content: its payload with the wedding (and the unsubscribe link of guest emails). */
export function mailContentOf(
  deps: AppDeps,
  message: StoredMessage,
  wedding: MailWeddingContext | undefined,
): MailContent {
  const { secret: _secret, ...payload } = message.payload as MessagePayload;
  const content = {
    ...payload,
    kind: message.kind,
    ...(wedding ? { wedding: wedding.wedding, unsubscribeUrl: unsubscribeUrl(deps, message, wedding) } : {}),
  };
  return content as MailContent;
}

/** Renders the message in its recipient's language. */
export function renderOutboxMessage(
  deps: AppDeps,
  message: StoredMessage,
  wedding: MailWeddingContext | undefined,
): Promise<RenderedMail> {
  return (deps.renderer ?? inProcessRenderer).render({
    kind: 'mail',
    content: mailContentOf(deps, message, wedding),
    locale: message.locale,
  });
}
