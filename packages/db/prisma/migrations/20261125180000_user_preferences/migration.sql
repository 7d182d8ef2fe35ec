-- CreateEnum
CREATE TYPE "ThemePreference" AS ENUM ('light', 'dark', 'system');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" "Locale",
ADD COLUMN     "themePreference" "ThemePreference" NOT NULL DEFAULT 'system';
