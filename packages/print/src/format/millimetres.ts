const POINTS_PER_INCH = 72;
const MILLIMETRES_PER_INCH = 25.4;

/** PDF user space is in points (1/72 inch); print layouts are measured in millimetres. */
export function millimetres(length: number): number {
  return (length * POINTS_PER_INCH) / MILLIMETRES_PER_INCH;
}
