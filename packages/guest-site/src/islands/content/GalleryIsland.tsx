import type { WeddingSitePageProps } from '../../page/WeddingSitePage/WeddingSitePage';
import { GallerySection } from '../../sections/GallerySection/GallerySection';

/** Island 'gallery': category filter and the lightbox (loaded on first open). */
export function GalleryIsland({ wedding, locale }: WeddingSitePageProps) {
  return <GallerySection wedding={wedding} locale={locale} />;
}
