/**
 * The demo site's customization: the 'blush-romance' preset of @wedding/tokens (values copied from
 * tokens/presets/blush-romance.tokens.json so the preset matcher recognises it), comfortable density,
 * every section on. Callers holding @wedding/tokens may pass their own customization to seedDemo.
 */
export const DEMO_CUSTOMIZATION = {
  presetId: 'blush-romance',
  theme: {
    colors: {
      light: {
        primary: 'oklch(0.5350 0.1520 12.00)',
        secondary: 'oklch(0.7100 0.1144 355.00)',
        accent: 'oklch(0.6212 0.1290 79.12)',
        background: 'oklch(0.9741 0.0144 353.13)',
        text: 'oklch(0.2900 0.0067 70.00)',
      },
      dark: {
        primary: 'oklch(0.7100 0.1408 12.00)',
        secondary: 'oklch(0.8000 0.0884 355.00)',
        accent: 'oklch(0.7100 0.1232 82.00)',
        background: 'oklch(0.2050 0.0714 18.00)',
        text: 'oklch(0.9741 0.0144 353.13)',
      },
    },
    fonts: { heading: 'Dancing Script', body: 'Lato' },
    layout: 'romantic',
  },
  density: 'comfortable',
  features: {
    showCountdown: true,
    showGallery: true,
    showSchedule: true,
    showRsvp: true,
    showLocation: true,
    showTravel: true,
    showAccommodation: true,
  },
  version: 1,
} as const;
