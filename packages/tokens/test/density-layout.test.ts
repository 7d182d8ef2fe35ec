import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DENSITY,
  DEFAULT_LAYOUT,
  DENSITIES,
  DENSITY_SPACING,
  densityToCssVars,
  isDensity,
  isLayout,
  LAYOUT_OPTIONS,
  LAYOUTS,
} from '../src/index';

describe('density spacing (section/card/element/text/border; docs/requirements.md A3 and B9)', () => {
  it('lists three densities with comfortable as default', () => {
    expect(DENSITIES).toEqual(['compact', 'comfortable', 'spacious']);
    expect(DEFAULT_DENSITY).toBe('comfortable');
  });

  it('compact is 1rem/0.75rem/0.5rem/0.25rem/1px', () => {
    expect(DENSITY_SPACING.compact).toEqual({
      section: '1rem',
      card: '0.75rem',
      element: '0.5rem',
      text: '0.25rem',
      border: '1px',
    });
  });

  it('comfortable is 2rem/1.5rem/1rem/0.5rem/2px', () => {
    expect(DENSITY_SPACING.comfortable).toEqual({
      section: '2rem',
      card: '1.5rem',
      element: '1rem',
      text: '0.5rem',
      border: '2px',
    });
  });

  it('spacious is 3rem/2rem/1.5rem/0.75rem/3px', () => {
    expect(DENSITY_SPACING.spacious).toEqual({
      section: '3rem',
      card: '2rem',
      element: '1.5rem',
      text: '0.75rem',
      border: '3px',
    });
  });

  it('renders a density as the --wed-space-* and --wed-borderWidth custom properties', () => {
    expect(densityToCssVars('spacious')).toEqual({
      '--wed-space-section': '3rem',
      '--wed-space-card': '2rem',
      '--wed-space-element': '1.5rem',
      '--wed-space-text': '0.75rem',
      '--wed-borderWidth': '3px',
    });
  });

  it('recognises only the three densities', () => {
    expect(DENSITIES.every(isDensity)).toBe(true);
    expect(isDensity('cozy')).toBe(false);
    expect(isDensity('Compact')).toBe(false);
    expect(isDensity(undefined)).toBe(false);
  });
});

describe('layouts (docs/requirements.md A2 and A9): classic, modern, romantic, artdeco', () => {
  it('lists the four layouts, default classic, each with a described option', () => {
    expect(LAYOUTS).toEqual(['classic', 'modern', 'romantic', 'artdeco']);
    expect(DEFAULT_LAYOUT).toBe('classic');
    expect(LAYOUT_OPTIONS.map((option) => option.id)).toEqual([...LAYOUTS]);
    for (const option of LAYOUT_OPTIONS) expect(option.description.length).toBeGreaterThan(10);
  });

  it('recognises only the four layouts', () => {
    expect(LAYOUTS.every(isLayout)).toBe(true);
    expect(isLayout('art-deco')).toBe(false);
    expect(isLayout('')).toBe(false);
  });
});
