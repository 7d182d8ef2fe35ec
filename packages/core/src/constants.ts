/**
 * Business constants of docs/requirements.md A9 and B9.
 * Every limit the API and the UI share is defined here once.
 */

export const LOCALES = ['de', 'en', 'pl', 'tr', 'hi', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
/** docs/requirements.md B7: preferred-locale cookie, one year, path /, SameSite Lax. */
export const LOCALE_COOKIE = {
  name: 'preferred-locale',
  maxAgeSeconds: 31_536_000,
  path: '/',
  sameSite: 'Lax',
} as const;

/** The visitor's colour choice (light, dark or system) for the site and the signed-out dashboard pages. */
export const COLOR_MODE_COOKIE = {
  name: 'preferred-color-mode',
  maxAgeSeconds: 31_536_000,
  path: '/',
  sameSite: 'Lax',
} as const;

/**
 * The readable double-submit cookie the API mirrors its CSRF secret into; every client echoes it in the
 * X-CSRF-Token header of a write (apps/api security/csrf.ts).
 */
export const CSRF_COOKIE_NAME = 'wedding_csrf';

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** docs/requirements.md A9 and B9: theme. */
export const THEME_SAVE_TIMEOUT_MS = 10_000;
export const CROSS_TAB_TOAST_MS = 2_000;
export const COPY_CONFIRMATION_MS = 2_000;
export const THEME_CACHE = { lifetimeMs: 5 * 60 * 1000, maxEntries: 50 } as const;
export const SLOW_APPLICATION_WARNING_MS = 500;
export const PERFORMANCE_SAMPLES_KEPT = 100;

/**
 * Slug (docs/requirements.md B5): under 3 characters counts as unavailable; the maximum is a choice (README Decisions).
 */
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;

/** Access code and members. */
export const ACCESS_CODE_LENGTH = 8;
export const MEMBERS_MAX = 3;

/** Tags. */
export const TAGS_MAX = 10;
export const TAG_INPUT_MAX_LENGTH = 30;

/** Brand switcher. */
export const BRAND_DROPDOWN_MAX_RESULTS = 8;

/** Theme gallery grid minimum widths in rem, by card size. */
export const THEME_GALLERY_MIN_WIDTH_REM = { sm: 12, md: 16, lg: 20 } as const;

/** Recent activities card. */
export const RECENT_ACTIVITY_ITEMS = 5;

/** Uploads: docs/requirements.md A5 and B5. */
export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5_242_880;
export const UPLOAD_FILENAME_PATTERN = /^[a-z0-9_-]+$/;
/** docs/requirements.md A9: "maximum gallery images: not shown"; chosen value (README Decisions). */
export const GALLERY_IMAGES_MAX = 200;

/** Date picker / onboarding calendar: current year to five years ahead. */
export const DATE_PICKER_YEARS_AHEAD = 5;

/** Background controls (docs/requirements.md A5). */
export const BACKGROUND_OPACITY = { min: 0.1, max: 1, step: 0.1, default: 0.2 } as const;
export const BACKGROUND_POSITION = { min: 0, max: 100, defaultX: 50, defaultY: 50 } as const;
export const BACKGROUND_ZOOM = { min: 50, max: 200, step: 5, default: 100 } as const;
export const OPACITY_INPUT_DEBOUNCE_MS = 300;

/** Stat cards. */
export const STAT_COUNT_UP_MS = 1_500;
export const STAT_TREND_PULSE_MS = 2_000;

/** Countdown refresh. */
export const COUNTDOWN_REFRESH_MS = 60_000;

/** Sidebar swipe on mobile. */
export const SIDEBAR_SWIPE = { minHorizontalPx: 50, maxVerticalPx: 100, maxDurationMs: 300 } as const;

/** Guest list (docs/requirements.md B9). */
export const GUEST_LIST = {
  defaultPage: 1,
  defaultLimit: 50,
  minPage: 1,
  minLimit: 10,
  fetchAllLimit: 5_000,
  /** Client mode holds 1 to 1999 guests and filters locally. */
  clientModeMaxGuests: 1_999,
  searchDebounceMs: 500,
  filterPanelSearchDebounceMs: 300,
  /** The "continue after this guest" cursor of a server-mode page: a guest id. */
  cursorMaxLength: 100,
} as const;
export const FORM_VALIDATION_DEBOUNCE_MS = 300;
export const SLUG_CHECK_DEBOUNCE_MS = 500;
export const SCREEN_READER_ANNOUNCEMENT_CLEAR_MS = 1_000;
/** docs/requirements.md B9 names "a constant of 9 items" without its use; kept so nothing of the spec is lost. */
export const NINE_ITEMS = 9;
export const MOBILE_BREAKPOINT_PX = 640;
export const GUEST_LIST_ACTIONS_COLUMN_PX = 120;

/** RSVP (docs/requirements.md B5 and B9). */
export const RSVP_GUESTS = { min: 1, max: 10 } as const;
export const RSVP_PHONE_MIN_LENGTH = 8;
export const RSVP_NAME_MIN_LENGTH = 2;
export const RSVP_MESSAGE_MAX_LENGTH = 1_000;
/** Per-event answers a person may send: one for each event of the schedule, which holds at most this many. */
export const RSVP_EVENT_ANSWERS_MAX = 100;
/** Record ids (events, meal options) the RSVP names; the database's are far shorter, this only bounds the input. */
export const RSVP_ANSWER_ID_MAX_LENGTH = 64;
/** Meal options a couple may offer for one event. */
export const MEAL_OPTIONS_MAX = 12;

/** Lightbox and gallery. */
export const LIGHTBOX_IMAGE = { width: 1200, height: 900, maxHeight: '85vh' } as const;
export const GALLERY_GRID_COLUMNS = { min: 2, max: 5 } as const;

/** Admin shell message badge shows a fixed value. */
export const ADMIN_MESSAGE_BADGE = 3;

/** Form progress weights (docs/requirements.md B4). */
export const FORM_PROGRESS = { requiredWeight: 0.7, optionalWeight: 0.3, partialCap: 0.8 } as const;
export const DEFAULT_COUNTRY = 'DE';

/** Theme preview panel size. */
export const THEME_PREVIEW_SIZE = { width: 1440, height: 900 } as const;

/** Page-use badges: up to 3 pages, then +N. */
export const PAGE_BADGES_VISIBLE = 3;

/** Contrast (WCAG 2, target 4.5, warning below 3) and colour slider ranges live in @wedding/tokens (colour maths). */
export { CONTRAST_TARGET, CONTRAST_WARNING_BELOW, OKLCH_CHANNEL_RANGES } from '@wedding/tokens';

/** Theme studio. Brand panel auto-save step delay (docs/requirements.md A4: 200 ms). */
export const BRAND_AUTO_SAVE_DELAY_MS = 200;
/** Named theme versions a wedding keeps, and the length of their names (choices, see the theme-studio README). */
export const THEME_VERSIONS_MAX = 20;
export const THEME_VERSION_NAME_MAX_LENGTH = 60;
/** Longest theme application the timing analytics accepts (a longer sample is a stalled tab, not a measurement). */
export const THEME_TIMING_MAX_MS = 600_000;
