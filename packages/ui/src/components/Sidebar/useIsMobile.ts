import { MOBILE_BREAKPOINT_PX } from '@wedding/core';
import { useMediaQuery } from '../../hooks/useMediaQuery';

export const shellLayouts = ['auto', 'desktop', 'mobile'] as const;
export type ShellLayout = (typeof shellLayouts)[number];

/** Mobile means under 640 px (MOBILE_BREAKPOINT_PX); 'desktop' or 'mobile' force a layout (previews, stories). */
export function useIsMobile(layout: ShellLayout): boolean {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  return layout === 'auto' ? narrow : layout === 'mobile';
}
