import { initials } from '@wedding/core';
import { useState } from 'react';
import { avatar, image } from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** Names the person; the initials (docs/requirements.md A2: first two letters, upper-cased) come from it. */
  name: string;
  /** Optional photo; the initials show while it is missing or failed to load. */
  src?: string;
  size?: AvatarSize;
}

export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== undefined && src !== failedSrc;
  return (
    <span className={avatar({ size })} role="img" aria-label={name} data-size={size}>
      {showImage ? (
        <img className={image} src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
