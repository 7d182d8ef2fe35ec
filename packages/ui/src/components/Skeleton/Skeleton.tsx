import type { ReactNode } from 'react';
import { useUiStrings } from '../../i18n/useUiStrings';
import { visuallyHidden } from '../../styles/shared.css';
import { skeleton } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: string;
  height?: string;
}

/** One placeholder block; decorative, the surrounding SkeletonGroup announces the loading state. */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span className={skeleton({ shape })} style={{ width, height }} aria-hidden="true" data-shape={shape} />
  );
}

export function SkeletonGroup({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useUiStrings();
  return (
    <div role="status" aria-busy="true" style={{ display: 'grid', gap: '0.5rem' }}>
      <span className={visuallyHidden}>{label ?? t('skeleton.loading')}</span>
      {children}
    </div>
  );
}
