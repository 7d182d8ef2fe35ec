import { BRAND_DROPDOWN_MAX_RESULTS } from '../../constants';

export interface BrandSearchable {
  brandName: string;
  brandId?: string;
  description?: string | null;
}

export interface BrandDropdownResults<Brand> {
  /** Brands to list, at most `max`. */
  visible: Brand[];
  /** Brands matching the search ('n of m brands': visible.length of matching). */
  matching: number;
  total: number;
  /** Show 'Showing first N results. Use search to narrow down.' */
  truncated: boolean;
}

/**
 * Brand switcher (docs/requirements.md A2): case-insensitive search over name, id and description (blank search lists
 * all), showing at most 8 brands by default.
 */
export function brandDropdownResults<Brand extends BrandSearchable>(
  brands: readonly Brand[],
  search: string,
  max: number = BRAND_DROPDOWN_MAX_RESULTS,
): BrandDropdownResults<Brand> {
  const term = search.trim().toLowerCase();
  const matches =
    term === ''
      ? [...brands]
      : brands.filter((brand) =>
          [brand.brandName, brand.brandId, brand.description].some(
            (field) => typeof field === 'string' && field.toLowerCase().includes(term),
          ),
        );
  const visible = matches.slice(0, Math.max(0, max));
  return {
    visible,
    matching: matches.length,
    total: brands.length,
    truncated: matches.length > visible.length,
  };
}
