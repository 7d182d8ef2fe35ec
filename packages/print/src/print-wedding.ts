/** What the printed pieces show of a wedding. */
export interface PrintWedding {
  /** The couple's names, as on the site. */
  partner1: string;
  partner2: string;
  /** Calendar date 'YYYY-MM-DD' (no time, no zone). */
  weddingDate: string | null;
  /** Calendar date 'YYYY-MM-DD': the last day guests can answer. */
  rsvpDeadline: string | null;
  /** Where it takes place, e.g. "Schloss Elmau, Krün". */
  venue: string | null;
  /** Absolute URL of the site, printed for guests who do not scan. */
  siteAddress: string;
  /** Printed beside the address, so that the site can be opened without the personal link. */
  accessCode: string;
  /** The wedding's stored customization JSON (read leniently: colours and fonts fall back to the defaults). */
  customization: unknown;
}
