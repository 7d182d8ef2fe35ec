import { FONT_CATALOGUE, type FontOption } from './font-catalogue';

/** Looks a font up by its name (case-insensitive, surrounding spaces ignored). */
export function findFont(name: string): FontOption | undefined {
  const wanted = name.trim().toLowerCase();
  return FONT_CATALOGUE.find((font) => font.name.toLowerCase() === wanted);
}
