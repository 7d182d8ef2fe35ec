-- CreateIndex
CREATE INDEX "guests_weddingId_name_id_idx" ON "guests"("weddingId", "name", "id");
