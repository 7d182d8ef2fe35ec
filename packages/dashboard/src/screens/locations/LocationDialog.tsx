import {
  type LocationPayload,
  type LocationType,
  type LocationView,
  locationPayloadSchema,
} from '@wedding/core';
import { Button, Dialog } from '@wedding/ui';
import { useState } from 'react';
import * as list from '../../components/card-list.css';
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

/** Spec B 5 location dialog: the fields, their limits and messages from core's locationPayloadSchema. */
export function LocationDialog({ location, type, onOpenChange, onSave }: LocationDialogProps) {
  const text = useDashboardText('locations');
  const [saving, setSaving] = useState(false);
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
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSave(values);
      onOpenChange(false);
    } catch {
      // Spec B 8: the dialog stays open with what was typed; the screen says why in a toast.
    } finally {
      setSaving(false);
    }
  });
  return (
    <Dialog.Content
      title={location ? text('dialog.editTitle') : text('dialog.addTitle', { type: text(`type.${type}`) })}
      description={text('dialog.description')}
    >
      <form className={list.dialogForm} noValidate onSubmit={submit}>
        <LocationFields control={form.control} />
        <Dialog.Footer>
          <Button variant="ghost" onPress={() => onOpenChange(false)} isDisabled={saving}>
            {text('cancel')}
          </Button>
          <Button type="submit" isPending={saving}>
            {text('save')}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  );
}
