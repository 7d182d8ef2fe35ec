-- Issue 12: the guest list's count under the category and side filters (the dashboard's most common pair) is an
-- index-only scan of this index instead of a bitmap heap scan over every guest of the category. It replaces the
-- (weddingId, category) index, its prefix, which served the category filter alone and still does.

-- DropIndex
DROP INDEX "guests_weddingId_category_idx";

-- CreateIndex
CREATE INDEX "guests_weddingId_category_side_idx" ON "guests"("weddingId", "category", "side");
