/** docs/requirements.md A2 and A9: the four page layouts. */
export const LAYOUTS = ['classic', 'modern', 'romantic', 'artdeco'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: Layout = 'classic';

export interface LayoutOption {
  id: Layout;
  name: string;
  description: string;
}

export const LAYOUT_OPTIONS: readonly LayoutOption[] = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'Centred, symmetrical sections with serif headings and ornamental dividers.',
  },
  {
    id: 'modern',
    name: 'Modern',
    description: 'Left-aligned content, generous white space and clean lines.',
  },
  {
    id: 'romantic',
    name: 'Romantic',
    description: 'Soft rounded cards, flowing script headings and floral accents.',
  },
  {
    id: 'artdeco',
    name: 'Art Deco',
    description: 'Geometric frames, strong contrast and uppercase display type.',
  },
];

export function isLayout(value: unknown): value is Layout {
  return typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value);
}
