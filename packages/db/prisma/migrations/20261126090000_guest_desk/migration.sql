-- Issue 12: the RSVP deadline, the change history of guest-list entries, and trigram indexes so a substring
-- search over phone and notes is served by an index like the name's.

-- AlterTable
ALTER TABLE "weddings" ADD COLUMN "rsvpDeadline" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "guest_changes" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "guestId" TEXT NOT NULL,
    "userId" TEXT,
    "actorName" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guest_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "guest_changes_guestId_createdAt_idx" ON "guest_changes"("guestId", "createdAt");

-- CreateIndex
CREATE INDEX "guest_changes_weddingId_idx" ON "guest_changes"("weddingId");

-- CreateIndex
CREATE INDEX "guests_phone_trgm_idx" ON "guests" USING GIN ("phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "guests_notes_trgm_idx" ON "guests" USING GIN ("notes" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "guest_changes" ADD CONSTRAINT "guest_changes_guestId_fkey" FOREIGN KEY ("guestId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable: the list's party (head's name and id), filled for existing rows.
ALTER TABLE "guests" ADD COLUMN "partyName" TEXT NOT NULL DEFAULT '',
ADD COLUMN "partyId" TEXT NOT NULL DEFAULT '';

UPDATE "guests" AS g SET "partyName" = COALESCE(head."name", g."name"), "partyId" = COALESCE(head."id", g."id")
FROM "guests" AS self
LEFT JOIN "companion_groups" AS grp ON grp."id" = self."companionGroupId"
LEFT JOIN "guests" AS head ON head."id" = grp."primaryGuestId"
WHERE self."id" = g."id";

-- CreateIndex
CREATE INDEX "guests_weddingId_partyName_partyId_groupRole_name_id_idx" ON "guests"("weddingId", "partyName", "partyId", "groupRole", "name", "id");

-- Every writer (the API, the seed, the public RSVP, bulk inserts) keeps the party columns right: a trigger sets
-- them from the row's group, and a primary guest's new name follows to its companions.
CREATE FUNCTION "guests_set_party"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_name TEXT;
  head_id TEXT;
BEGIN
  IF NEW."companionGroupId" IS NOT NULL AND NEW."groupRole" = 'companion' THEN
    SELECT head."name", head."id" INTO head_name, head_id
    FROM "companion_groups" AS grp JOIN "guests" AS head ON head."id" = grp."primaryGuestId"
    WHERE grp."id" = NEW."companionGroupId";
  END IF;
  NEW."partyName" := COALESCE(head_name, NEW."name");
  NEW."partyId" := COALESCE(head_id, NEW."id");
  RETURN NEW;
END
$$;

CREATE TRIGGER "guests_set_party" BEFORE INSERT OR UPDATE OF "name", "companionGroupId", "groupRole" ON "guests"
FOR EACH ROW EXECUTE FUNCTION "guests_set_party"();

CREATE FUNCTION "guests_follow_party_head"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "guests" SET "partyName" = NEW."name" WHERE "partyId" = NEW."id" AND "id" <> NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "guests_follow_party_head" AFTER UPDATE OF "name" ON "guests"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "guests_follow_party_head"();
