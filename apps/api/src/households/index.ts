export {
  householdLinkToken,
  isHouseholdSignatureValid,
  type ParsedHouseholdToken,
  parseHouseholdLinkToken,
} from './household-link-token.js';
export { emailStateOf, householdView, type LinkTarget, personalLinkUrl } from './household-view.js';
export { linkTarget, siteUrl } from './link-target.js';
export { findHouseholdOfGuest, type Household, loadHouseholds } from './load-households.js';
export { qrCodeSvg } from './qr-code-svg.js';
export { householdNotFound, renewHouseholdLink } from './renew-household-link.js';
