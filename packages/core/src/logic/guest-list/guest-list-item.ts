/** The guest fields the list filters read; API records (flat attendanceStatus) and UI view models both fit. */
export interface GuestListItem {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  notes?: string | null;
  category?: string | null;
  side?: string | null;
  priority?: string | null;
  approvalStatus?: string | null;
  groupRole?: string | null;
  rsvpReceived?: boolean | null;
  /** The database keeps the RSVP answer flat on the guest ... */
  attendanceStatus?: string | null;
  /** ... the spec's view model nests it (rsvp.attendanceStatus); either is read. */
  rsvp?: { attendanceStatus?: string | null } | null;
}
