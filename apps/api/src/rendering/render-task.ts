import type { Locale } from '@wedding/core';
import type { MailContent, RenderedMail } from '@wedding/mail';
import type { renderHouseholdCards, renderQrSheet, SeatingPrintInput } from '@wedding/print';

/** What the API renders away from its request handling: an email, household cards, the QR sheet, seating PDFs. */
export type RenderTask =
  | { kind: 'mail'; content: MailContent; locale: Locale }
  | { kind: 'cards'; input: Parameters<typeof renderHouseholdCards>[0] }
  | { kind: 'qrSheet'; input: Parameters<typeof renderQrSheet>[0] }
  | { kind: 'seatingChart' | 'escortList' | 'placeCards'; input: SeatingPrintInput };

export type RenderResult<Task extends RenderTask> = Task extends { kind: 'mail' } ? RenderedMail : Buffer;
