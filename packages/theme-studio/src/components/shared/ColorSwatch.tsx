import type { CSSProperties } from 'react';
import * as styles from './studio.css';

/** A decorative colour sample (the colour is always written out beside it for people who cannot see it). */
export function ColorSwatch({ color, size }: { color: string; size?: string }) {
  const style = { '--swatch-color': color, ...(size ? { width: size, height: size } : {}) } as CSSProperties;
  return <span aria-hidden="true" className={styles.swatch} style={style} />;
}
