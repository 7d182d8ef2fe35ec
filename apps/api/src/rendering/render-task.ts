import type { Locale } from '@wedding/core';
import type { MailContent, RenderedMail } from '@wedding/mail';
import type { renderHouseholdCards, renderQrSheet } from '@wedding/print';

/** What the API renders away from its request handling: an email, household cards, the QR sheet. */
export type RenderTask =
  | { kind: 'mail'; content: MailContent; locale: Locale }
  | { kind: 'cards'; input: Parameters<typeof renderHouseholdCards>[0] }
  | { kind: 'qrSheet'; input: Parameters<typeof renderQrSheet>[0] };

export type RenderResult<Task extends RenderTask> = Task extends { kind: 'mail' } ? RenderedMail : Buffer;
