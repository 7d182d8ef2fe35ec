export type { BrandDropdownResults, BrandSearchable } from './brand-dropdown-results';
export { brandDropdownResults } from './brand-dropdown-results';
