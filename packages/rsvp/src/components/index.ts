export { RsvpErrorBanner } from './RsvpErrorBanner/RsvpErrorBanner';
export { RsvpPhoneField, type RsvpPhoneFieldProps } from './RsvpPhoneField/RsvpPhoneField';
export { RsvpSuccessCard, type RsvpSuccessCardProps } from './RsvpSuccessCard/RsvpSuccessCard';
export { RsvpWizard, type RsvpWizardProps } from './RsvpWizard/RsvpWizard';
export {
  type RsvpProgressVariant,
  RsvpWizardView,
  type RsvpWizardViewProps,
  rsvpProgressVariants,
} from './RsvpWizardView/RsvpWizardView';
export type { RsvpStepProps } from './rsvp-step-props';
export { AttendanceStep } from './steps/AttendanceStep/AttendanceStep';
export { ContactStep } from './steps/ContactStep/ContactStep';
export { EventsStep } from './steps/EventsStep/EventsStep';
export { GuestDetailsStep } from './steps/GuestDetailsStep/GuestDetailsStep';
export { MessageStep } from './steps/MessageStep/MessageStep';
export { RequirementsStep } from './steps/RequirementsStep/RequirementsStep';
