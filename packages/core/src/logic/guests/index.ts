export { formatNameList } from './format-name-list';
export type { GuestNameParts } from './guest-display-name';
export { guestDisplayName } from './guest-display-name';
