import { DEFAULT_LOCALE, type Locale } from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Membership } from '../auth/types.js';
import { readCustomization } from './customization-state.js';

type InfoRow = { locale: string; brideName: string; groomName: string } & Record<string, unknown>;

/** The info of the wanted locale, else the default locale, else the first one stored (spec: info[0]). */
export function pickInfo<T extends InfoRow>(
  infos: readonly T[],
  locale: Locale = DEFAULT_LOCALE,
): T | undefined {
  return infos.find((i) => i.locale === locale) ?? infos.find((i) => i.locale === DEFAULT_LOCALE) ?? infos[0];
}

/** Default locale first, then the others, so `info[0]` is the wedding's main text. */
export function orderInfos<T extends { locale: string }>(
  infos: readonly T[],
  locale: Locale = DEFAULT_LOCALE,
): T[] {
  return [...infos].sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale));
}

export const infoView = (info: Prisma.WeddingInfoGetPayload<object>) => ({
  locale: info.locale,
  brideName: info.brideName,
  groomName: info.groomName,
  welcomeTitle: info.welcomeTitle,
  welcomeText: info.welcomeText,
  ceremonyTitle: info.ceremonyTitle,
  ceremonyText: info.ceremonyText,
  receptionTitle: info.receptionTitle,
  receptionText: info.receptionText,
  travelText: info.travelText,
});

export const locationView = (location: Prisma.LocationGetPayload<object>) => ({
  id: location.id,
  type: location.type,
  name: location.name,
  address: location.address,
  postalCode: location.postalCode,
  city: location.city,
  country: location.country,
  description: location.description,
  parkingInfo: location.parkingInfo,
  googleMapsUrl: location.googleMapsUrl,
});

type WeddingRow = Prisma.WeddingGetPayload<{ include: { info: true } }>;

/** The wedding as the dashboard lists it, with the signed-in person's role there (null for staff). */
export function weddingSummaryView(wedding: WeddingRow, access: Membership | null) {
  const info = pickInfo(wedding.info);
  return {
    id: wedding.id,
    slug: wedding.slug,
    userId: wedding.userId,
    accessCode: wedding.accessCode,
    weddingDate: wedding.weddingDate?.toISOString() ?? null,
    timeZone: wedding.timeZone,
    brideName: info?.brideName ?? '',
    groomName: info?.groomName ?? '',
    isActive: wedding.isActive,
    isPremium: wedding.isPremium,
    customDomain: wedding.customDomain,
    createdAt: wedding.createdAt.toISOString(),
    updatedAt: wedding.updatedAt.toISOString(),
    access: access && { role: access.role, side: access.side },
  };
}

export type RsvpCounts = {
  total: number;
  confirmed: number;
  declined: number;
  maybe: number;
  pending: number;
  confirmedGuests: number;
};

/** Summary plus what the overview screen shows (the wedding overview of docs/requirements.md A2 and B2). */
export function weddingDetailView(
  wedding: Prisma.WeddingGetPayload<{ include: { info: true; locations: true } }>,
  extra: { rsvpCounts: RsvpCounts; galleryCount: number; galleryUpdatedAt: Date | null; memberCount: number },
  access: Membership | null,
) {
  const { customization, version } = readCustomization(wedding);
  return {
    ...weddingSummaryView(wedding, access),
    info: orderInfos(wedding.info).map(infoView),
    customization,
    customizationVersion: version,
    locations: wedding.locations.map(locationView),
    rsvpCounts: extra.rsvpCounts,
    gallery: { count: extra.galleryCount, updatedAt: extra.galleryUpdatedAt?.toISOString() ?? null },
    memberCount: extra.memberCount,
    analytics: { views: { total: wedding.viewsTotal } },
  };
}
