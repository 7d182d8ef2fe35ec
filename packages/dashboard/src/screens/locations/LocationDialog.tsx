import {
  type LocationPayload,
  type LocationType,
  type LocationView,
  locationPayloadSchema,
} from '@wedding/core';
import { Dialog } from '@wedding/ui';
import { DialogForm } from '../../components/form/DialogForm';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import { LocationFields } from './LocationFields';

export interface LocationDialogProps {
  /** The location being edited, or null to add one of `type`. */
  location: LocationView | null;
  type: LocationType;
  onOpenChange: (open: boolean) => void;
  /** Resolves when saved (the dialog closes); rejects to keep the dialog open with everything typed. */
  onSave: (values: LocationPayload) => Promise<void>;
}

const emptyLocation = (type: LocationType) => ({
  type,
  name: '',
  address: '',
  postalCode: '',
  city: '',
  country: '',
  googleMapsUrl: '',
  description: '',
  parkingInfo: '',
});

/**
 * Location dialog (docs/requirements.md B5): the fields, their limits and messages from core's locationPayloadSchema.
 */
export function LocationDialog({ location, type, onOpenChange, onSave }: LocationDialogProps) {
  const text = useDashboardText('locations');
  const form = useCoreForm(locationPayloadSchema, {
    defaultValues: location
      ? {
          ...location,
          googleMapsUrl: location.googleMapsUrl ?? '',
          description: location.description ?? '',
          parkingInfo: location.parkingInfo ?? '',
        }
      : emptyLocation(type),
  });
  return (
    <Dialog.Content
      title={location ? text('dialog.editTitle') : text('dialog.addTitle', { type: text(`type.${type}`) })}
      description={text('dialog.description')}
    >
      <DialogForm
        form={form}
        onSave={onSave}
        onClose={() => onOpenChange(false)}
        cancelLabel={text('cancel')}
        saveLabel={text('save')}
      >
        <LocationFields control={form.control} />
      </DialogForm>
    </Dialog.Content>
  );
}
