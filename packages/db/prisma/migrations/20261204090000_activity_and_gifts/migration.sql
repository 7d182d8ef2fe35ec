-- CreateEnum
CREATE TYPE "ThankYouStatus" AS ENUM ('toWrite', 'written', 'sent');

-- CreateTable
CREATE TABLE "wedding_activity" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "actorKind" TEXT NOT NULL,
    "area" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "subject" TEXT,
    "detail" TEXT,
    "count" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wedding_activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "householdId" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "amount" DECIMAL(12,2),
    "currency" TEXT,
    "receivedOn" DATE,
    "eventId" TEXT,
    "thankYouStatus" "ThankYouStatus" NOT NULL DEFAULT 'toWrite',
    "thankYouOn" DATE,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "gifts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "wedding_activity_weddingId_createdAt_id_idx" ON "wedding_activity"("weddingId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "wedding_activity_weddingId_area_createdAt_idx" ON "wedding_activity"("weddingId", "area", "createdAt");

-- CreateIndex
CREATE INDEX "wedding_activity_actorId_idx" ON "wedding_activity"("actorId");

-- CreateIndex
CREATE INDEX "gifts_weddingId_thankYouStatus_receivedOn_idx" ON "gifts"("weddingId", "thankYouStatus", "receivedOn");

-- CreateIndex
CREATE INDEX "gifts_householdId_idx" ON "gifts"("householdId");

-- CreateIndex
CREATE INDEX "gifts_eventId_idx" ON "gifts"("eventId");

-- AddForeignKey
ALTER TABLE "wedding_activity" ADD CONSTRAINT "wedding_activity_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_householdId_fkey" FOREIGN KEY ("householdId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "schedule_events"("id") ON DELETE SET NULL ON UPDATE CASCADE;

