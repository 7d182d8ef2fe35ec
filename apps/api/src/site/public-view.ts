import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  mainSiteLocale,
  mealTextFor,
  type PublicWeddingView,
  resolveSiteInfo,
} from '@wedding/core';
import type { Prisma, PrismaClient } from '@wedding/db';
import { readCustomization } from '../weddings/customization-state.js';
import { infoView, locationView, orderInfos, pickInfo } from '../weddings/wedding-view.js';

export function localeFrom(value: unknown): Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
    ? (value as Locale)
    : DEFAULT_LOCALE;
}

export const publicWeddingInclude = {
  info: true,
  locations: { orderBy: { createdAt: 'asc' } },
  scheduleEvents: {
    orderBy: [{ day: 'asc' }, { time: 'asc' }],
    include: { mealOptions: { orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] } },
  },
  accommodations: { orderBy: { createdAt: 'asc' } },
  images: { orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] },
  pageBackgrounds: { include: { image: true } },
} as const satisfies Prisma.WeddingInclude;

type PublicWedding = Prisma.WeddingGetPayload<{ include: typeof publicWeddingInclude }>;

type EventText = { title: string; description: string | null; translations: unknown };

/** A schedule event's title and description in the locale, falling back to the stored (default-locale) text. */
export function translated(event: EventText, locale: Locale) {
  const translations = event.translations;
  if (translations && typeof translations === 'object' && !Array.isArray(translations)) {
    const entry = (translations as Record<string, unknown>)[locale];
    if (entry && typeof entry === 'object') {
      const { title, description } = entry as { title?: unknown; description?: unknown };
      return {
        title: typeof title === 'string' && title ? title : event.title,
        description: typeof description === 'string' ? description : event.description,
      };
    }
  }
  return { title: event.title, description: event.description };
}

function galleryView(images: PublicWedding['images']) {
  const counts = new Map<string, number>();
  for (const image of images) {
    if (image.category) counts.set(image.category, (counts.get(image.category) ?? 0) + 1);
  }
  return {
    images: images.map((image) => ({
      id: image.id,
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      caption: image.caption,
      width: image.width,
      height: image.height,
      tags: image.tags,
      category: image.category,
    })),
    categories: [...counts].map(([name, count]) => ({ id: name, name, count })),
  };
}

/**
 * What the public site shows. Never the access code, guests or RSVPs. The gallery and its page backgrounds
 * are premium (docs/requirements.md A6), so a standard wedding shows none.
 */
export function publicWeddingView(wedding: PublicWedding, locale: Locale): PublicWeddingView {
  const { customization } = readCustomization(wedding);
  // Each text in the guest's language, else in the language the couple wrote it.
  const mainLocale = mainSiteLocale(wedding.info);
  const info = resolveSiteInfo(wedding.info.map(infoView), locale, mainLocale);
  const gallery = wedding.isPremium ? galleryView(wedding.images) : { images: [], categories: [] };
  return {
    id: wedding.id,
    slug: wedding.slug,
    locale,
    weddingDate: wedding.weddingDate?.toISOString() ?? null,
    countdownDate: wedding.weddingDate?.toISOString() ?? null,
    rsvpDeadline: wedding.rsvpDeadline?.toISOString() ?? null,
    timeZone: wedding.timeZone,
    brideName: info?.brideName ?? '',
    groomName: info?.groomName ?? '',
    info,
    infos: orderInfos(wedding.info, locale).map(infoView),
    availableLocales: wedding.info.map((i) => i.locale),
    customization,
    locations: wedding.locations.map(locationView),
    schedule: wedding.scheduleEvents.map((event) => ({
      id: event.id,
      day: event.day.toISOString().slice(0, 10),
      time: event.time,
      endTime: event.endTime,
      ...translated(event, locale),
      location: event.location,
      type: event.type,
      required: event.required,
      mealOptions: event.mealOptions.map((meal) => ({
        id: meal.id,
        ...mealTextFor(meal, locale, mainLocale),
        isKids: meal.isKids,
      })),
    })),
    // Over every event, before a household's view leaves out those it is not invited to.
    rsvpPerEvent: wedding.scheduleEvents.some(
      (event) => event.audience === 'chosen' || event.mealOptions.length > 0,
    ),
    accommodations: wedding.accommodations.map((a) => ({
      id: a.id,
      type: a.type,
      name: a.name,
      address: a.address,
      priceRange: a.priceRange,
      distance: a.distance,
      phone: a.phone,
      website: a.website,
      specialRate: a.specialRate,
      amenities: a.amenities,
      rating: a.rating,
    })),
    gallery,
    pageBackgrounds: wedding.isPremium
      ? wedding.pageBackgrounds.map((b) => ({
          id: b.id,
          page: b.page,
          imageId: b.imageId,
          url: b.image.url,
          opacity: b.opacity,
          position: b.position,
          size: b.size,
          showPattern: b.showPattern,
          grayscale: b.grayscale,
        }))
      : [],
  };
}

/** What the site shows an admitted guest (GET /api/public/weddings/:slug and the server-rendered page). */
export async function loadPublicWeddingView(
  prisma: PrismaClient,
  weddingId: string,
  locale: Locale,
): Promise<PublicWeddingView> {
  const wedding = await prisma.wedding.findUniqueOrThrow({
    where: { id: weddingId },
    include: publicWeddingInclude,
  });
  return publicWeddingView(wedding, locale);
}

/**
 * The access-code page's data: couple names (null for an unknown or closed site, so it looks like a private
 * wedding and does not reveal which slugs exist), and for an open site its theme and invite-page background.
 */
export async function loadWeddingCard(prisma: PrismaClient, slug: string, locale: Locale) {
  const wedding = await prisma.wedding.findUnique({
    where: { slug },
    include: { info: true, pageBackgrounds: { where: { page: 'invite' }, include: { image: true } } },
  });
  const open = wedding?.isActive ? wedding : null;
  const info = open ? pickInfo(open.info, locale) : undefined;
  const invite = open?.isPremium ? open.pageBackgrounds[0] : undefined;
  return {
    card: { slug, brideName: info?.brideName || null, groomName: info?.groomName || null },
    customization: open ? readCustomization(open).customization : null,
    background: invite
      ? {
          id: invite.id,
          page: invite.page,
          imageId: invite.imageId,
          url: invite.image.url,
          opacity: invite.opacity,
          position: invite.position,
          size: invite.size,
          showPattern: invite.showPattern,
          grayscale: invite.grayscale,
        }
      : null,
  };
}
