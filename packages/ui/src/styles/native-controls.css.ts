import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';
import { box as checkboxBox, root as checkboxRoot } from '../components/Checkbox/Checkbox.css';
import { stepButton, group as stepperGroup } from '../components/NumberStepper/NumberStepper.css';
import { circle as radioCircle, radio as radioRoot } from '../components/RadioGroup/RadioGroup.css';
import { input } from './shared.css';

/*
 * The look of the react-aria form controls for plain HTML controls, driven by the elements' own states
 * (:checked, :focus-visible, :disabled, aria-invalid) instead of react-aria's data attributes. For screens that
 * must stay light (the RSVP wizard on the guest page ships without react-aria). Each class composes the react-aria
 * component's own class, so both stay one design.
 */

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } as const;

/** <input>, <textarea>, <select>: border, focus, invalid and disabled from the element itself. */
export const nativeInput = style([
  input,
  {
    selectors: {
      '&:focus': { borderColor: vars.color.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.error },
      '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

/** A native <select> with room for the chevron (`nativeSelectChevron`, drawn by a sibling in a relative frame). */
export const nativeSelect = style([
  nativeInput,
  { appearance: 'none', cursor: 'pointer', paddingInlineEnd: `calc(${vars.space.element} + 1rem)` },
]);

export const nativeSelectFrame = style({ position: 'relative', display: 'block' });

/** A chevron from borders, in the text colour, so it follows the theme in both modes. */
export const nativeSelectChevron = style({
  position: 'absolute',
  top: '50%',
  insetInlineEnd: vars.space.element,
  width: '0.5rem',
  height: '0.5rem',
  borderRight: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`,
  transform: 'translateY(-75%) rotate(45deg)',
  pointerEvents: 'none',
});

/** `<label class=nativeCheckbox><input type=checkbox class=visuallyHidden><span class=nativeCheckboxBox>…` */
export const nativeCheckbox = style([
  checkboxRoot,
  { selectors: { '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' } } },
]);

export const nativeCheckboxBox = style([
  checkboxBox,
  {
    selectors: {
      [`${nativeCheckbox}:has(input:checked) &`]: {
        background: vars.color.primary,
        borderColor: vars.color.primary,
      },
      [`${nativeCheckbox}:has(input:focus-visible) &`]: focusRing,
      [`${nativeCheckbox}:has(input[aria-invalid="true"]) &`]: { borderColor: vars.color.error },
    },
  },
]);

/** `<label class=nativeRadio><input type=radio class=visuallyHidden><span class=nativeRadioCircle>…` */
export const nativeRadio = style([
  radioRoot,
  { selectors: { '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' } } },
]);

export const nativeRadioCircle = style([
  radioCircle,
  {
    selectors: {
      [`${nativeRadio}:has(input:checked) &`]: { borderWidth: '6px', borderColor: vars.color.primary },
      [`${nativeRadio}:has(input:focus-visible) &`]: focusRing,
      [`${nativeRadio}:has(input[aria-invalid="true"]) &`]: { borderColor: vars.color.error },
    },
  },
]);

/** The − / + frame of a number field: the field's border follows focus and validity inside it. */
export const nativeStepperGroup = style([
  stepperGroup,
  {
    selectors: {
      '&:focus-within': { borderColor: vars.color.primary },
      '&:has([aria-invalid="true"])': { borderColor: vars.color.error },
    },
  },
]);

export const nativeStepperButton = style([
  stepButton,
  {
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.border },
      '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
      '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
]);
