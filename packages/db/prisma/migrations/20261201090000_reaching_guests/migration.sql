-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('queued', 'sending', 'sent', 'failed', 'unsent', 'suppressed');

-- CreateEnum
CREATE TYPE "RsvpNoticeMode" AS ENUM ('each', 'daily', 'off');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email" TEXT,
ADD COLUMN     "emailVerifiedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "weddings" ADD COLUMN     "reminderLeadDays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "rsvpNoticeMode" "RsvpNoticeMode" NOT NULL DEFAULT 'each';

-- AlterTable
ALTER TABLE "guests" ADD COLUMN     "linkVersion" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "locale" "Locale";

-- CreateTable
CREATE TABLE "account_tokens" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "email" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT,
    "guestId" TEXT,
    "userId" TEXT,
    "senderId" TEXT,
    "kind" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "toName" TEXT NOT NULL DEFAULT '',
    "locale" "Locale" NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "subject" TEXT NOT NULL DEFAULT '',
    "html" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL DEFAULT '',
    "status" "MailStatus" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "dedupeKey" TEXT,
    "notBefore" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_suppressions" (
    "weddingId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_suppressions_pkey" PRIMARY KEY ("weddingId","address")
);

-- CreateTable
CREATE TABLE "reminder_runs" (
    "weddingId" TEXT NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "leadDays" INTEGER NOT NULL,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "ranAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminder_runs_pkey" PRIMARY KEY ("weddingId","deadline","leadDays")
);

-- CreateIndex
CREATE INDEX "account_tokens_userId_purpose_idx" ON "account_tokens"("userId", "purpose");

-- CreateIndex
CREATE INDEX "account_tokens_expiresAt_idx" ON "account_tokens"("expiresAt");

-- CreateIndex
CREATE INDEX "outbox_messages_weddingId_createdAt_idx" ON "outbox_messages"("weddingId", "createdAt");

-- CreateIndex
CREATE INDEX "outbox_messages_status_createdAt_idx" ON "outbox_messages"("status", "createdAt");

-- CreateIndex
CREATE INDEX "outbox_messages_createdAt_idx" ON "outbox_messages"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_messages_weddingId_dedupeKey_key" ON "outbox_messages"("weddingId", "dedupeKey");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "guests_weddingId_partyId_idx" ON "guests"("weddingId", "partyId");

-- AddForeignKey
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

