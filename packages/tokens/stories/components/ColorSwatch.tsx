import { code, swatch, swatchWithLabel } from './token-docs.css';

export interface ColorSwatchProps {
  /** Any CSS colour; shown as a square plus its text value. */
  color: string;
}

/** The square is decorative: the colour's value is always written next to it. */
export function ColorSwatch({ color }: ColorSwatchProps) {
  return (
    <span className={swatchWithLabel}>
      <span className={swatch} style={{ background: color }} aria-hidden="true" />
      <code className={code}>{color}</code>
    </span>
  );
}
