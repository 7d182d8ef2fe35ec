-- CreateEnum
CREATE TYPE "EventAudience" AS ENUM ('everyone', 'chosen');

-- AlterTable
ALTER TABLE "schedule_events" ADD COLUMN     "audience" "EventAudience" NOT NULL DEFAULT 'everyone',
ADD COLUMN     "invitedCategories" "GuestCategory"[] DEFAULT ARRAY[]::"GuestCategory"[],
ADD COLUMN     "invitedSides" "GuestSide"[] DEFAULT ARRAY[]::"GuestSide"[];

-- CreateTable
CREATE TABLE "event_households" (
    "eventId" TEXT NOT NULL,
    "partyId" TEXT NOT NULL,

    CONSTRAINT "event_households_pkey" PRIMARY KEY ("eventId","partyId")
);

-- CreateTable
CREATE TABLE "meal_options" (
    "id" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "isKids" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "meal_options_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rsvp_guest_events" (
    "id" TEXT NOT NULL,
    "rsvpGuestId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "attending" BOOLEAN NOT NULL,
    "mealOptionId" TEXT,

    CONSTRAINT "rsvp_guest_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "event_households_partyId_idx" ON "event_households"("partyId");

-- CreateIndex
CREATE INDEX "meal_options_eventId_sortOrder_idx" ON "meal_options"("eventId", "sortOrder");

-- CreateIndex
CREATE INDEX "rsvp_guest_events_eventId_idx" ON "rsvp_guest_events"("eventId");

-- CreateIndex
CREATE INDEX "rsvp_guest_events_mealOptionId_idx" ON "rsvp_guest_events"("mealOptionId");

-- CreateIndex
CREATE UNIQUE INDEX "rsvp_guest_events_rsvpGuestId_eventId_key" ON "rsvp_guest_events"("rsvpGuestId", "eventId");

-- AddForeignKey
ALTER TABLE "event_households" ADD CONSTRAINT "event_households_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "schedule_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_households" ADD CONSTRAINT "event_households_partyId_fkey" FOREIGN KEY ("partyId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meal_options" ADD CONSTRAINT "meal_options_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "schedule_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvp_guest_events" ADD CONSTRAINT "rsvp_guest_events_rsvpGuestId_fkey" FOREIGN KEY ("rsvpGuestId") REFERENCES "rsvp_guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvp_guest_events" ADD CONSTRAINT "rsvp_guest_events_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "schedule_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvp_guest_events" ADD CONSTRAINT "rsvp_guest_events_mealOptionId_fkey" FOREIGN KEY ("mealOptionId") REFERENCES "meal_options"("id") ON DELETE SET NULL ON UPDATE CASCADE;

