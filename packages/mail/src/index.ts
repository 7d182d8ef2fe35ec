// The kinds are defined once in @wedding/core (the outbox stores them too); re-exported for the API server.
export { MAIL_KINDS, type MailKind } from '@wedding/core';
export type { MailContent, MailWedding, RenderedMail, RsvpAnswerSummary } from './mail-content';
export { renderMail } from './render-mail';
