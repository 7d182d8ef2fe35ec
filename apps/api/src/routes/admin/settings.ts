import { serviceSettingsPatchSchema } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import { currentUser } from '../../auth/middleware.js';
import type { AppDeps } from '../../context.js';
import { parseBody } from '../../http/validate.js';
import { readServiceSettings, serviceSettingsUpdatedAt } from '../../settings/index.js';
import { recordAudit } from './audit-log.js';

async function settingsAnswer(deps: AppDeps) {
  const [settings, updatedAt] = await Promise.all([
    readServiceSettings(deps.prisma),
    serviceSettingsUpdatedAt(deps.prisma),
  ]);
  return { settings, updatedAt: updatedAt?.toISOString() ?? null };
}

/** GET /api/admin/settings: the service-wide settings (staff read them; only a superadmin changes them). */
export function adminSettings(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    res.json(await settingsAnswer(deps));
  };
}

/** PATCH /api/admin/settings (superadmin): changes some settings at once, audited with before and after. */
export function updateAdminSettings(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const patch = parseBody(serviceSettingsPatchSchema, req);
    const actor = currentUser(res);
    await deps.prisma.$transaction(async (tx) => {
      const before = await readServiceSettings(tx);
      for (const [key, value] of Object.entries(patch)) {
        const stored = value as Prisma.InputJsonValue;
        await tx.serviceSetting.upsert({
          where: { key },
          create: { key, value: stored, updatedById: actor.id },
          update: { value: stored, updatedById: actor.id },
        });
      }
      const changed = Object.keys(patch).filter(
        (key) => before[key as keyof typeof before] !== patch[key as keyof typeof patch],
      );
      if (changed.length > 0) {
        await recordAudit(tx, actor, {
          action: 'settings.update',
          entityType: 'settings',
          before: Object.fromEntries(changed.map((key) => [key, before[key as keyof typeof before]])),
          after: Object.fromEntries(changed.map((key) => [key, patch[key as keyof typeof patch]])),
        });
      }
    });
    res.json(await settingsAnswer(deps));
  };
}
