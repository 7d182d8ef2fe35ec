/** One household: one card, one cell of the QR sheet. */
export interface PrintHousehold {
  id: string;
  /** Its guests' names, in the order they are greeted. */
  names: string[];
  /** The household's personal link (absolute URL), encoded in its QR code. */
  link: string;
}
