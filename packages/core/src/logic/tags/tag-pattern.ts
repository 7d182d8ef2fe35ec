/**
 * docs/requirements.md A5 leaves the tag format open. Chosen: after trim + lowercase, a tag starts with a letter or
 * digit (any script, so German, Polish, Turkish, Hindi and Spanish words work) and continues with letters,
 * combining marks, digits, spaces, hyphens or underscores.
 */
export const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} _-]*$/u;
