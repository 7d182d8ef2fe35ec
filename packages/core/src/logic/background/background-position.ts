/** A page-background position in percent per axis (spec A 3 'X% Y%'). */
export interface BackgroundPosition {
  x: number;
  y: number;
}
