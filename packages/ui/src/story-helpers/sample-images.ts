import type { GalleryImage } from '../components/ImageGrid/ImageGrid';

const hues = [12, 40, 95, 150, 200, 260, 300, 340];

/** Self-contained SVG images (no network) for gallery stories. */
export function sampleImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => {
    const hue = hues[index % hues.length] ?? 0;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="hsl(${hue} 45% 60%)"/><circle cx="600" cy="450" r="220" fill="hsl(${hue} 45% 35%)"/></svg>`;
    return {
      id: `image-${index + 1}`,
      src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
      alt: `Foto ${index + 1}`,
      caption: index % 2 === 0 ? `Bildunterschrift ${index + 1}` : undefined,
    };
  });
}
