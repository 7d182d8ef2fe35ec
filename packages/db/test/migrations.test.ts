import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ADDRESS_TYPES,
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  GROUP_ROLES,
  GUEST_CATEGORIES,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  LOCALES,
  LOCATION_TYPES,
  MAIL_STATUSES,
  MEMBER_ROLES,
  RSVP_NOTICE_MODES,
  SITE_PAGES,
  SOCIAL_PLATFORMS,
  USER_ROLES,
} from '@wedding/core';
import { describe, expect, it } from 'vitest';
import {
  AddressType,
  ApprovalStatus,
  AttendanceStatus,
  GroupRole,
  GuestCategory,
  GuestPriority,
  GuestSide,
  Locale,
  LocationType,
  MailStatus,
  MemberRole,
  RsvpNoticeMode,
  readMigrations,
  SitePage,
  SocialPlatform,
  UserRole,
} from '../src/index';
import { migrationsDir } from '../src/paths';

describe('committed migrations', () => {
  const migrations = readMigrations();

  it('are read in timestamp order with the checksum Prisma records (sha256 of migration.sql)', () => {
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((migration) => migration.name)).toEqual(
      [...migrations.map((migration) => migration.name)].sort(),
    );
    for (const migration of migrations) {
      const bytes = readFileSync(path.join(migrationsDir(), migration.name, 'migration.sql'));
      expect(migration.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(migration.checksum).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('create pg_trgm before the trigram index on guest names', () => {
    const sql = migrations.map((migration) => migration.sql).join('\n');
    expect(sql.indexOf('CREATE EXTENSION IF NOT EXISTS "pg_trgm"')).toBeGreaterThanOrEqual(0);
    expect(sql.indexOf('CREATE EXTENSION IF NOT EXISTS "pg_trgm"')).toBeLessThan(sql.indexOf('gin_trgm_ops'));
  });
});

describe('database enums equal the domain enums of @wedding/core (docs/requirements.md A3 and B3)', () => {
  const pairs: [string, readonly string[], Record<string, string>][] = [
    ['UserRole', USER_ROLES, UserRole],
    ['Locale', LOCALES, Locale],
    ['GuestCategory', GUEST_CATEGORIES, GuestCategory],
    ['GuestSide', GUEST_SIDES, GuestSide],
    ['GuestPriority', GUEST_PRIORITIES, GuestPriority],
    ['ApprovalStatus', APPROVAL_STATUSES, ApprovalStatus],
    ['GroupRole', GROUP_ROLES, GroupRole],
    ['AttendanceStatus', ATTENDANCE_STATUSES, AttendanceStatus],
    ['AddressType', ADDRESS_TYPES, AddressType],
    ['SocialPlatform', SOCIAL_PLATFORMS, SocialPlatform],
    ['LocationType', LOCATION_TYPES, LocationType],
    ['SitePage', SITE_PAGES, SitePage],
    ['MailStatus', MAIL_STATUSES, MailStatus],
    ['RsvpNoticeMode', RSVP_NOTICE_MODES, RsvpNoticeMode],
    ['MemberRole', MEMBER_ROLES, MemberRole],
  ];
  it.each(pairs)('%s', (_name, domain, database) => {
    expect(Object.values(database)).toEqual([...domain]);
  });
});
