import { DENSITY_SPACING, type Density } from '../density/densities';
import { cssVarName } from './css-var-name';

/** Custom properties of one density: --wed-space-section/card/element/text and --wed-borderWidth. */
export function densityToCssVars(density: Density): Record<string, string> {
  const spacing = DENSITY_SPACING[density];
  return {
    [cssVarName(['space', 'section'])]: spacing.section,
    [cssVarName(['space', 'card'])]: spacing.card,
    [cssVarName(['space', 'element'])]: spacing.element,
    [cssVarName(['space', 'text'])]: spacing.text,
    [cssVarName(['borderWidth'])]: spacing.border,
  };
}
