export type { PageBadges } from './page-badges';
export { pageBadges } from './page-badges';
export type { PageFeatureFlags } from './pages-in-use';
export { pagesInUse } from './pages-in-use';
export {
  customDomainPath,
  parseSitePath,
  productPathOnCustomDomain,
  rsvpManageHref,
  rsvpManagePath,
  rsvpManageTokenOf,
  type SitePathMatch,
  sitePath,
  unsubscribeHref,
  unsubscribePath,
} from './site-path';
