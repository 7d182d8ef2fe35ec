/**
 * docs/requirements.md A5 and B5: the characters an access code may hold (A-Z, 0-9 and & ! @ # $ % ^ * + = ? -),
 * written once as the body of a RegExp character class so the sanitiser and the schema pattern cannot drift apart.
 * '^' is not first and '-' is last, so both are literal characters inside the brackets.
 */
export const ACCESS_CODE_CHARACTER_CLASS = 'A-Z0-9&!@#$%^*+=?-';
