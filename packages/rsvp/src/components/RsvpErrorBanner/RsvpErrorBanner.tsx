import type { CSSProperties } from 'react';

// Red edge and tint from the theme's error colour; the text keeps the body colour so it stays readable in
// light and dark mode (the tinted error colour itself is not guaranteed 4.5:1 on every preset).
const bannerStyle: CSSProperties = {
  borderInlineStart: '4px solid var(--wed-color-error)',
  background: 'color-mix(in oklch, var(--wed-color-error) 12%, var(--wed-color-background))',
  color: 'var(--wed-color-text)',
  borderRadius: 'var(--wed-radius-md, 0.5rem)',
  padding: 'var(--wed-space-text, 0.5rem) var(--wed-space-element, 1rem)',
  margin: 0,
};

/** docs/requirements.md B2 and B8: the inline red error banner of the RSVP wizard. */
export function RsvpErrorBanner({ message }: { message: string }) {
  return (
    <p role="alert" style={bannerStyle} data-testid="rsvp-error">
      {message}
    </p>
  );
}
