import {
  DEFAULT_SERVICE_SETTINGS,
  SERVICE_SETTING_KEYS,
  type ServiceSettings,
  serviceSettingsSchema,
} from '@wedding/core';
import type { PrismaClient } from '@wedding/db';

type SettingsReader = Pick<PrismaClient, 'serviceSetting'>;

/**
 * The service-wide settings staff set at /admin/settings, each falling back to its default (a fresh installation
 * has no rows; a stored value that no longer fits its rule is ignored rather than trusted).
 */
export async function readServiceSettings(prisma: SettingsReader): Promise<ServiceSettings> {
  const rows = await prisma.serviceSetting.findMany({ where: { key: { in: SERVICE_SETTING_KEYS } } });
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const settings: Record<string, unknown> = { ...DEFAULT_SERVICE_SETTINGS };
  for (const key of SERVICE_SETTING_KEYS) {
    const parsed = serviceSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as ServiceSettings;
}

/** When the settings were last changed (null: never). */
export async function serviceSettingsUpdatedAt(prisma: SettingsReader): Promise<Date | null> {
  const latest = await prisma.serviceSetting.findFirst({
    orderBy: { updatedAt: 'desc' },
    select: { updatedAt: true },
  });
  return latest?.updatedAt ?? null;
}
