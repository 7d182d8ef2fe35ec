import { z } from 'zod';
import { LOCALES } from '../../constants';
import { customizationSchema } from '../customization';
import { LOCATION_TYPES } from '../enums';
import type { PublicWeddingCard, PublicWeddingView } from '../public-wedding-view';

/** POST /api/public/weddings/{slug}/access: the grant is the HttpOnly cookie this answer sets. */
export const publicAccessResponseSchema = z.object({ granted: z.literal(true), slug: z.string() });

const infoSchema = z.object({
  locale: z.string(),
  brideName: z.string(),
  groomName: z.string(),
  welcomeTitle: z.string().nullable(),
  welcomeText: z.string().nullable(),
  ceremonyTitle: z.string().nullable(),
  ceremonyText: z.string().nullable(),
  receptionTitle: z.string().nullable(),
  receptionText: z.string().nullable(),
  travelText: z.string().nullable(),
});

const pageBackgroundSchema = z.object({
  id: z.string(),
  page: z.string(),
  imageId: z.string(),
  url: z.string(),
  opacity: z.number(),
  position: z.string(),
  size: z.string(),
  showPattern: z.boolean(),
  grayscale: z.boolean(),
});

/** GET /api/public/weddings/{slug}: the site of an admitted guest (never the access code, guests or RSVPs). */
export const publicWeddingViewSchema = z.object({
  id: z.string(),
  slug: z.string(),
  locale: z.enum(LOCALES),
  weddingDate: z.string().nullable(),
  countdownDate: z.string().nullable(),
  rsvpDeadline: z.string().nullable().optional(),
  timeZone: z.string(),
  household: z
    .object({ names: z.array(z.string()) })
    .nullable()
    .optional(),
  brideName: z.string(),
  groomName: z.string(),
  info: infoSchema.nullable(),
  infos: z.array(infoSchema),
  availableLocales: z.array(z.string()),
  customization: customizationSchema,
  locations: z.array(
    z.object({
      id: z.string(),
      type: z.enum(LOCATION_TYPES),
      name: z.string(),
      address: z.string(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
      description: z.string().nullable(),
      parkingInfo: z.string().nullable(),
      googleMapsUrl: z.string().nullable(),
    }),
  ),
  rsvpPerEvent: z.boolean().optional(),
  schedule: z.array(
    z.object({
      id: z.string(),
      day: z.string(),
      time: z.string(),
      endTime: z.string().nullable(),
      title: z.string(),
      description: z.string().nullable(),
      location: z.string().nullable(),
      type: z.string(),
      required: z.boolean(),
      mealOptions: z
        .array(
          z.object({
            id: z.string(),
            name: z.string(),
            description: z.string().nullable(),
            isKids: z.boolean(),
          }),
        )
        .optional(),
    }),
  ),
  accommodations: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      name: z.string(),
      address: z.string(),
      priceRange: z.string().nullable(),
      distance: z.string().nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
      specialRate: z.string().nullable(),
      amenities: z.array(z.string()),
      rating: z.number().nullable(),
    }),
  ),
  gallery: z.object({
    images: z.array(
      z.object({
        id: z.string(),
        url: z.string(),
        thumbnailUrl: z.string().nullable(),
        caption: z.string().nullable(),
        width: z.number().int(),
        height: z.number().int(),
        tags: z.array(z.string()),
        category: z.string().nullable(),
      }),
    ),
    categories: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  }),
  pageBackgrounds: z.array(pageBackgroundSchema),
}) satisfies z.ZodType<PublicWeddingView>;

export const publicWeddingResponseSchema = z.object({ wedding: publicWeddingViewSchema });

/** GET /api/public/weddings/{slug}/card: couple names, or null names for an unknown or closed site. */
export const publicWeddingCardResponseSchema = z.object({
  card: z.object({
    slug: z.string(),
    brideName: z.string().nullable(),
    groomName: z.string().nullable(),
  }) satisfies z.ZodType<PublicWeddingCard>,
});
