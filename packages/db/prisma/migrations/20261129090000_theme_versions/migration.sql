-- CreateTable
CREATE TABLE "theme_versions" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "design" JSONB NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "theme_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "theme_timing_samples" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "durationMs" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "theme_timing_samples_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "theme_versions_weddingId_createdAt_idx" ON "theme_versions"("weddingId", "createdAt");

-- CreateIndex
CREATE INDEX "theme_versions_createdById_idx" ON "theme_versions"("createdById");

-- CreateIndex
CREATE INDEX "theme_timing_samples_weddingId_createdAt_idx" ON "theme_timing_samples"("weddingId", "createdAt");

-- AddForeignKey
ALTER TABLE "theme_versions" ADD CONSTRAINT "theme_versions_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "theme_versions" ADD CONSTRAINT "theme_versions_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "theme_timing_samples" ADD CONSTRAINT "theme_timing_samples_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
