import type { CSSProperties } from 'react';

/** Vertical rhythm of the wizard from the density tokens, so no stylesheet has to be shipped. */
export const stackStyle: CSSProperties = { display: 'grid', gap: 'var(--wed-space-element, 1rem)' };
