-- CreateExtension (by hand: the schema does not declare extensions, see schema.prisma)
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('user', 'admin', 'superadmin');

-- CreateEnum
CREATE TYPE "Locale" AS ENUM ('de', 'en', 'pl', 'tr', 'hi', 'es');

-- CreateEnum
CREATE TYPE "GuestCategory" AS ENUM ('family', 'friends', 'colleagues', 'other');

-- CreateEnum
CREATE TYPE "GuestSide" AS ENUM ('partner1', 'partner2', 'both');

-- CreateEnum
CREATE TYPE "GuestPriority" AS ENUM ('must_invite', 'standard', 'maybe');

-- CreateEnum
CREATE TYPE "ApprovalStatus" AS ENUM ('approved', 'not_approved', 'maybe', 'pending');

-- CreateEnum
CREATE TYPE "GroupRole" AS ENUM ('primary', 'companion');

-- CreateEnum
CREATE TYPE "AttendanceStatus" AS ENUM ('attending', 'not_attending', 'maybe');

-- CreateEnum
CREATE TYPE "AddressType" AS ENUM ('home', 'work', 'billing', 'shipping');

-- CreateEnum
CREATE TYPE "SocialPlatform" AS ENUM ('whatsapp', 'instagram', 'facebook', 'twitter', 'linkedin', 'tiktok');

-- CreateEnum
CREATE TYPE "LocationType" AS ENUM ('ceremony', 'reception', 'party', 'accommodation');

-- CreateEnum
CREATE TYPE "SitePage" AS ENUM ('invite', 'info', 'rsvp', 'location', 'schedule', 'accommodation', 'gallery');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "name" TEXT,
    "role" "UserRole" NOT NULL DEFAULT 'user',
    "passwordHash" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "csrfSecret" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "passkey_credentials" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "counter" INTEGER NOT NULL DEFAULT 0,
    "transports" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "deviceType" TEXT,
    "backedUp" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "passkey_credentials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_challenges" (
    "id" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "weddingId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "weddings" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "userId" TEXT,
    "accessCode" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isPremium" BOOLEAN NOT NULL DEFAULT false,
    "customDomain" TEXT,
    "weddingDate" TIMESTAMP(3),
    "customization" JSONB NOT NULL DEFAULT '{}',
    "customizationVersion" INTEGER NOT NULL DEFAULT 0,
    "viewsTotal" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "weddings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wedding_info" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "brideName" TEXT NOT NULL DEFAULT '',
    "groomName" TEXT NOT NULL DEFAULT '',
    "welcomeTitle" TEXT,
    "welcomeText" TEXT,
    "ceremonyTitle" TEXT,
    "ceremonyText" TEXT,
    "receptionTitle" TEXT,
    "receptionText" TEXT,
    "travelText" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wedding_info_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wedding_members" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wedding_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guests" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "phone" TEXT,
    "email" TEXT,
    "category" "GuestCategory" NOT NULL DEFAULT 'other',
    "side" "GuestSide" NOT NULL DEFAULT 'both',
    "notes" TEXT,
    "priority" "GuestPriority" NOT NULL DEFAULT 'standard',
    "approvalStatus" "ApprovalStatus" NOT NULL DEFAULT 'pending',
    "estimatedGuests" INTEGER NOT NULL DEFAULT 1,
    "groupRole" "GroupRole",
    "companionGroupId" TEXT,
    "invitationSent" BOOLEAN NOT NULL DEFAULT false,
    "rsvpReceived" BOOLEAN NOT NULL DEFAULT false,
    "confirmedGuests" INTEGER NOT NULL DEFAULT 0,
    "needsTransport" BOOLEAN NOT NULL DEFAULT false,
    "needsAccommodation" BOOLEAN NOT NULL DEFAULT false,
    "attendanceStatus" "AttendanceStatus",
    "contactInfo" JSONB,
    "dietaryInformation" JSONB,
    "emergencyContact" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "guests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guest_addresses" (
    "id" TEXT NOT NULL,
    "guestId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "type" "AddressType" NOT NULL DEFAULT 'home',
    "label" TEXT,
    "street" TEXT NOT NULL,
    "street2" TEXT,
    "city" TEXT NOT NULL,
    "state" TEXT,
    "postalCode" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'DE',
    "isPrimary" BOOLEAN NOT NULL DEFAULT false,
    "coordinates" JSONB,
    "notes" TEXT,

    CONSTRAINT "guest_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guest_social_profiles" (
    "id" TEXT NOT NULL,
    "guestId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "platform" "SocialPlatform" NOT NULL,
    "handle" TEXT NOT NULL,
    "url" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,

    CONSTRAINT "guest_social_profiles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companion_groups" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "primaryGuestId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "companion_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rsvps" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "guestId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT NOT NULL,
    "attendanceStatus" "AttendanceStatus" NOT NULL,
    "numberOfGuests" INTEGER NOT NULL DEFAULT 1,
    "needsTransport" BOOLEAN NOT NULL DEFAULT false,
    "needsAccommodation" BOOLEAN NOT NULL DEFAULT false,
    "message" TEXT,
    "locale" "Locale" NOT NULL DEFAULT 'de',
    "idempotencyKey" TEXT,
    "requestHash" TEXT,
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rsvps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rsvp_guests" (
    "id" TEXT NOT NULL,
    "rsvpId" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "phone" TEXT,
    "dietaryRestrictions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "allergies" TEXT,

    CONSTRAINT "rsvp_guests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "locations" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "type" "LocationType" NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "description" TEXT,
    "parkingInfo" TEXT,
    "googleMapsUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedule_events" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "time" TEXT NOT NULL,
    "endTime" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "location" TEXT,
    "type" TEXT NOT NULL DEFAULT 'other',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedule_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accommodations" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "priceRange" TEXT,
    "distance" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "specialRate" TEXT,
    "amenities" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "rating" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "accommodations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gallery_images" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "thumbnailUrl" TEXT,
    "storageKey" TEXT NOT NULL,
    "caption" TEXT,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "category" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "gallery_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_backgrounds" (
    "id" TEXT NOT NULL,
    "weddingId" TEXT NOT NULL,
    "imageId" TEXT NOT NULL,
    "page" "SitePage" NOT NULL,
    "opacity" DOUBLE PRECISION NOT NULL DEFAULT 0.2,
    "position" TEXT NOT NULL DEFAULT '50% 50%',
    "size" TEXT NOT NULL DEFAULT 'cover',
    "showPattern" BOOLEAN NOT NULL DEFAULT true,
    "grayscale" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "page_backgrounds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wedding_daily_views" (
    "weddingId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "wedding_daily_views_pkey" PRIMARY KEY ("weddingId","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- CreateIndex
CREATE INDEX "passkey_credentials_userId_idx" ON "passkey_credentials"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "auth_challenges_challenge_key" ON "auth_challenges"("challenge");

-- CreateIndex
CREATE INDEX "auth_challenges_expiresAt_idx" ON "auth_challenges"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "weddings_slug_key" ON "weddings"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "weddings_customDomain_key" ON "weddings"("customDomain");

-- CreateIndex
CREATE INDEX "weddings_userId_idx" ON "weddings"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "wedding_info_weddingId_locale_key" ON "wedding_info"("weddingId", "locale");

-- CreateIndex
CREATE INDEX "wedding_members_userId_idx" ON "wedding_members"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "wedding_members_weddingId_userId_key" ON "wedding_members"("weddingId", "userId");

-- CreateIndex
CREATE INDEX "guests_weddingId_category_idx" ON "guests"("weddingId", "category");

-- CreateIndex
CREATE INDEX "guests_weddingId_side_idx" ON "guests"("weddingId", "side");

-- CreateIndex
CREATE INDEX "guests_weddingId_priority_idx" ON "guests"("weddingId", "priority");

-- CreateIndex
CREATE INDEX "guests_weddingId_approvalStatus_idx" ON "guests"("weddingId", "approvalStatus");

-- CreateIndex
CREATE INDEX "guests_weddingId_attendanceStatus_idx" ON "guests"("weddingId", "attendanceStatus");

-- CreateIndex
CREATE INDEX "guests_weddingId_rsvpReceived_idx" ON "guests"("weddingId", "rsvpReceived");

-- CreateIndex
CREATE INDEX "guests_weddingId_lastName_firstName_idx" ON "guests"("weddingId", "lastName", "firstName");

-- CreateIndex
CREATE INDEX "guests_companionGroupId_idx" ON "guests"("companionGroupId");

-- CreateIndex
CREATE INDEX "guests_name_trgm_idx" ON "guests" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "guest_addresses_guestId_idx" ON "guest_addresses"("guestId");

-- CreateIndex
CREATE INDEX "guest_social_profiles_guestId_idx" ON "guest_social_profiles"("guestId");

-- CreateIndex
CREATE UNIQUE INDEX "companion_groups_primaryGuestId_key" ON "companion_groups"("primaryGuestId");

-- CreateIndex
CREATE INDEX "companion_groups_weddingId_idx" ON "companion_groups"("weddingId");

-- CreateIndex
CREATE INDEX "rsvps_weddingId_submittedAt_idx" ON "rsvps"("weddingId", "submittedAt");

-- CreateIndex
CREATE INDEX "rsvps_submittedAt_idx" ON "rsvps"("submittedAt");

-- CreateIndex
CREATE INDEX "rsvps_guestId_idx" ON "rsvps"("guestId");

-- CreateIndex
CREATE UNIQUE INDEX "rsvps_weddingId_idempotencyKey_key" ON "rsvps"("weddingId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "rsvp_guests_rsvpId_idx" ON "rsvp_guests"("rsvpId");

-- CreateIndex
CREATE INDEX "locations_weddingId_type_idx" ON "locations"("weddingId", "type");

-- CreateIndex
CREATE INDEX "schedule_events_weddingId_day_sortOrder_idx" ON "schedule_events"("weddingId", "day", "sortOrder");

-- CreateIndex
CREATE INDEX "accommodations_weddingId_idx" ON "accommodations"("weddingId");

-- CreateIndex
CREATE UNIQUE INDEX "gallery_images_storageKey_key" ON "gallery_images"("storageKey");

-- CreateIndex
CREATE INDEX "gallery_images_weddingId_position_idx" ON "gallery_images"("weddingId", "position");

-- CreateIndex
CREATE INDEX "gallery_images_weddingId_category_idx" ON "gallery_images"("weddingId", "category");

-- CreateIndex
CREATE INDEX "page_backgrounds_imageId_idx" ON "page_backgrounds"("imageId");

-- CreateIndex
CREATE UNIQUE INDEX "page_backgrounds_weddingId_page_key" ON "page_backgrounds"("weddingId", "page");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "passkey_credentials" ADD CONSTRAINT "passkey_credentials_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wedding_info" ADD CONSTRAINT "wedding_info_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wedding_members" ADD CONSTRAINT "wedding_members_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guests" ADD CONSTRAINT "guests_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guests" ADD CONSTRAINT "guests_companionGroupId_fkey" FOREIGN KEY ("companionGroupId") REFERENCES "companion_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guest_addresses" ADD CONSTRAINT "guest_addresses_guestId_fkey" FOREIGN KEY ("guestId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guest_social_profiles" ADD CONSTRAINT "guest_social_profiles_guestId_fkey" FOREIGN KEY ("guestId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companion_groups" ADD CONSTRAINT "companion_groups_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companion_groups" ADD CONSTRAINT "companion_groups_primaryGuestId_fkey" FOREIGN KEY ("primaryGuestId") REFERENCES "guests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_guestId_fkey" FOREIGN KEY ("guestId") REFERENCES "guests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rsvp_guests" ADD CONSTRAINT "rsvp_guests_rsvpId_fkey" FOREIGN KEY ("rsvpId") REFERENCES "rsvps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "locations" ADD CONSTRAINT "locations_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_backgrounds" ADD CONSTRAINT "page_backgrounds_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_backgrounds" ADD CONSTRAINT "page_backgrounds_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "gallery_images"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wedding_daily_views" ADD CONSTRAINT "wedding_daily_views_weddingId_fkey" FOREIGN KEY ("weddingId") REFERENCES "weddings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
