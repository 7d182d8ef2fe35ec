import type { AppDeps } from '../context.js';
import { weddingMainLocale } from '../couple/wedding-main-locale.js';
import type { LinkTarget } from './household-view.js';

/** What every link of a wedding is built from: its id, its address and the language its site is written in first. */
export async function linkTarget(deps: AppDeps, wedding: { id: string; slug: string }): Promise<LinkTarget> {
  return {
    weddingId: wedding.id,
    slug: wedding.slug,
    mainLocale: await weddingMainLocale(deps.prisma, wedding.id),
  };
}

/** The site's own address in its main language (printed, shown as a QR code). */
export const siteUrl = (deps: AppDeps, target: LinkTarget) =>
  `${deps.config.publicUrl}/${target.mainLocale}/w/${target.slug}`;
