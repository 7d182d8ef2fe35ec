// Screens and what apps/dashboard wires: the guest list and the RSVP desk.
export { type LocalGuestIndex, localGuestIndex, queryLocalGuests } from './data/local-guest-list';
export { RsvpDeskScreen } from './desk/RsvpDeskScreen';
export { type QuickReply, RsvpDeskView, type RsvpDeskViewProps } from './desk/RsvpDeskView';
export { loadRsvpDesk } from './desk/rsvp-desk.loader';
export { GuestFormDialog, type GuestFormDialogProps } from './form/GuestFormDialog';
export { type GuestFormFields, guestFormFields, guestPayloadOf } from './form/guest-form-values';
export { type GuestsText, guestsText, useGuestsText } from './i18n/guests-text';
export { loadGuestsLocale } from './i18n/load-guests-locale';
export { GuestDetailDialog, type GuestDetailDialogProps } from './list/GuestDetailDialog';
export { GuestListScreen, type GuestListScreenProps } from './list/GuestListScreen';
export { GuestListView, type GuestListViewProps } from './list/GuestListView';
export { loadGuestList } from './list/guest-list.loader';
export { ImportDialog, type ImportDialogProps } from './transfer/ImportDialog';
