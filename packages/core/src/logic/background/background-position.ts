/** A page-background position in percent per axis (docs/requirements.md A3 'X% Y%'). */
export interface BackgroundPosition {
  x: number;
  y: number;
}
