-- Raw SQL (Prisma's schema cannot express an expression index): the public RSVP links an answer to the
-- guest list by the phone's digits, using exactly this expression and predicate.
-- CreateIndex
CREATE INDEX "guests_weddingId_phoneDigits_idx" ON "guests" ("weddingId", regexp_replace("phone", '[^0-9]', '', 'g')) WHERE "phone" IS NOT NULL;
