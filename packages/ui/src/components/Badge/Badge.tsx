import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export const badgeTones = [
  'neutral',
  'primary',
  'secondary',
  'accent',
  'success',
  'warning',
  'error',
] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {children}
    </span>
  );
}
