export { parseColorModePreference, parseLocalePreference } from './parse-preferences';
export { colorModeCookie, localeCookie, preferenceCookie } from './preference-cookie';
export { readCookieValue } from './read-cookie-value';
