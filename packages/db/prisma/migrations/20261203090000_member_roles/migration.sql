-- CreateEnum
CREATE TYPE "MemberRole" AS ENUM ('owner', 'coPlanner', 'guestEditor', 'sideEditor', 'viewer');

-- AlterTable
ALTER TABLE "wedding_members" ADD COLUMN     "role" "MemberRole" NOT NULL DEFAULT 'viewer',
ADD COLUMN     "side" "GuestSide";

-- AlterTable
ALTER TABLE "member_invitations" ADD COLUMN     "role" "MemberRole" NOT NULL DEFAULT 'viewer',
ADD COLUMN     "side" "GuestSide";

-- Back-fill: before roles every member could do everything. The wedding's creator (weddings."userId") becomes its
-- owner, every other member a co-planner (all but managing members and deleting the wedding), and an open
-- invitation keeps meaning what it meant when it was made.
UPDATE "wedding_members" m
SET "role" = CASE WHEN w."userId" = m."userId" THEN 'owner'::"MemberRole" ELSE 'coPlanner'::"MemberRole" END
FROM "weddings" w
WHERE w."id" = m."weddingId";

UPDATE "member_invitations" SET "role" = 'coPlanner';

-- A wedding whose creator is gone (deleted account) or no longer a member would be left without anyone who can
-- manage its members: its longest-standing member becomes the owner.
UPDATE "wedding_members" m
SET "role" = 'owner'
WHERE m."id" IN (
  SELECT DISTINCT ON (first."weddingId") first."id"
  FROM "wedding_members" first
  WHERE NOT EXISTS (
    SELECT 1 FROM "wedding_members" o WHERE o."weddingId" = first."weddingId" AND o."role" = 'owner'
  )
  ORDER BY first."weddingId", first."joinedAt", first."id"
);

-- Only a side editor has a side, and a side editor always has one.
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_side_check"
  CHECK (("role" = 'sideEditor') = ("side" IS NOT NULL));
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_side_check"
  CHECK (("role" = 'sideEditor') = ("side" IS NOT NULL));
