
-- AlterTable
ALTER TABLE "weddings" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'Europe/Berlin';

