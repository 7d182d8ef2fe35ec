import type { MailKind, MailStatus, OutboxMessage } from '@wedding/core';

type OutboxRow = {
  id: string;
  kind: string;
  toAddress: string;
  toName: string;
  subject: string;
  status: string;
  error: string | null;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  wedding?: { slug: string } | null;
};

export const outboxListSelect = {
  id: true,
  kind: true,
  toAddress: true,
  toName: true,
  subject: true,
  status: true,
  error: true,
  attempts: true,
  createdAt: true,
  sentAt: true,
  wedding: { select: { slug: true } },
} as const;

export function outboxMessageView(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind as MailKind,
    toAddress: row.toAddress,
    toName: row.toName,
    subject: row.subject,
    status: row.status as MailStatus,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    weddingSlug: row.wedding?.slug ?? null,
  };
}
