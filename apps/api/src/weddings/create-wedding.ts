import { generateAccessCode, type OnboardingData } from '@wedding/core';
import type { PrismaClient } from '@wedding/db';
import { parseCustomization } from '@wedding/tokens';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { HttpError } from '../http/errors.js';
import { customizationJson } from './customization-state.js';

export const slugTaken = () => new HttpError(409, 'slugTaken');

/** A calendar date `yyyy-MM-dd` is stored as midnight UTC of that day. */
export const calendarDateToUtc = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00.000Z`);

/**
 * A new wedding from the onboarding's data, owned by `ownerId`, who becomes its first member; an access code is
 * drawn and the names are stored in the chosen language. Used by the couple's onboarding and by staff.
 */
export async function createWedding(
  prisma: Pick<PrismaClient, 'wedding'>,
  ownerId: string,
  input: OnboardingData,
  joinedAt: Date,
) {
  const taken = await prisma.wedding.findUnique({ where: { slug: input.slug }, select: { id: true } });
  if (taken) throw slugTaken();
  return prisma.wedding
    .create({
      data: {
        slug: input.slug,
        userId: ownerId,
        accessCode: generateAccessCode(),
        weddingDate: calendarDateToUtc(input.weddingDate),
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
        customization: customizationJson(parseCustomization(undefined)),
        info: {
          create: { locale: input.locale, brideName: input.partner1Name, groomName: input.partner2Name },
        },
        members: { create: { userId: ownerId, joinedAt, role: 'owner' } },
      },
      include: { info: true },
    })
    .catch((error: unknown) => {
      // Two creations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
}
