-- AlterTable
ALTER TABLE "guests" ADD COLUMN     "isChild" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "seating_tables" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shape" TEXT NOT NULL DEFAULT 'round',
    "seats" INTEGER NOT NULL,
    "kidsOnly" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seating_tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seat_assignments" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "guestId" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "placedByHand" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seat_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seating_notes" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "guestAId" TEXT NOT NULL,
    "guestBId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seating_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "seating_tables_weddingId_sortOrder_idx" ON "seating_tables"("weddingId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "seat_assignments_guestId_key" ON "seat_assignments"("guestId");

-- CreateIndex
CREATE INDEX "seat_assignments_weddingId_idx" ON "seat_assignments"("weddingId");

-- CreateIndex
CREATE INDEX "seat_assignments_tableId_idx" ON "seat_assignments"("tableId");

-- CreateIndex
CREATE INDEX "seating_notes_guestBId_idx" ON "seating_notes"("guestBId");

-- CreateIndex
CREATE UNIQUE INDEX "seating_notes_weddingId_guestAId_guestBId_key" ON "seating_notes"("weddingId", "guestAId", "guestBId");

-- AddForeignKey
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_guestId_fkey" FOREIGN KEY ("guestId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "seating_tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seating_notes" ADD CONSTRAINT "seating_notes_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seating_notes" ADD CONSTRAINT "seating_notes_guestAId_fkey" FOREIGN KEY ("guestAId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seating_notes" ADD CONSTRAINT "seating_notes_guestBId_fkey" FOREIGN KEY ("guestBId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The shapes of packages/core TABLE_SHAPES; kept as text so a new shape needs no enum migration.
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_shape_check" CHECK ("shape" IN ('round', 'long'));
