-- CreateTable
CREATE TABLE "audit_log" (
    "id" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT,
    "weddingId" TEXT,
    "customerId" TEXT,
    "before" JSONB,
    "after" JSONB,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_settings" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "service_settings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "audit_log_createdAt_idx" ON "audit_log"("createdAt");

-- CreateIndex
CREATE INDEX "audit_log_weddingId_createdAt_idx" ON "audit_log"("weddingId", "createdAt");

-- CreateIndex
CREATE INDEX "audit_log_customerId_createdAt_idx" ON "audit_log"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "audit_log_entityType_action_createdAt_idx" ON "audit_log"("entityType", "action", "createdAt");
