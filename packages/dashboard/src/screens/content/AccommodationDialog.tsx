import {
  ACCOMMODATION_AMENITIES,
  ACCOMMODATION_TYPES,
  type AccommodationPayload,
  type AccommodationType,
  type AccommodationView,
  accommodationPayloadSchema,
  TEXT_LIMITS,
} from '@wedding/core';
import { Checkbox, Dialog, Select } from '@wedding/ui';
import { Controller } from 'react-hook-form';
import * as list from '../../components/card-list.css';
import { DialogForm } from '../../components/form/DialogForm';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './ContentView.css';

export interface AccommodationDialogProps {
  accommodation: AccommodationView | null;
  onClose: () => void;
  /** Resolves when saved (the dialog closes); rejects to keep everything typed. */
  onSave: (values: AccommodationPayload) => Promise<void>;
}

const knownType = (type: string): AccommodationType =>
  (ACCOMMODATION_TYPES as readonly string[]).includes(type) ? (type as AccommodationType) : 'hotel';

/** Kind, name, address, price range, distance, phone, website, special rate and amenities of a place to stay. */
export function AccommodationDialog({ accommodation, onClose, onSave }: AccommodationDialogProps) {
  const text = useDashboardText('content');
  const form = useCoreForm(accommodationPayloadSchema, {
    defaultValues: accommodation
      ? {
          type: knownType(accommodation.type),
          name: accommodation.name,
          address: accommodation.address,
          priceRange: accommodation.priceRange ?? '',
          distance: accommodation.distance ?? '',
          phone: accommodation.phone ?? '',
          website: accommodation.website ?? '',
          specialRate: accommodation.specialRate ?? '',
          amenities: accommodation.amenities.filter(
            (item): item is (typeof ACCOMMODATION_AMENITIES)[number] =>
              (ACCOMMODATION_AMENITIES as readonly string[]).includes(item),
          ),
        }
      : {
          type: 'hotel',
          name: '',
          address: '',
          priceRange: '',
          distance: '',
          phone: '',
          website: '',
          specialRate: '',
          amenities: [],
        },
  });
  return (
    <Dialog.Content title={accommodation ? text('acc.dialog.edit') : text('acc.dialog.add')}>
      <DialogForm
        form={form}
        onSave={onSave}
        onClose={onClose}
        cancelLabel={text('cancel')}
        saveLabel={text('saveDialog')}
      >
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select<AccommodationType>
              label={text('acc.field.type')}
              options={ACCOMMODATION_TYPES.map((type) => ({ id: type, label: text(`acc.type.${type}`) }))}
              selectedKey={field.value ?? 'hotel'}
              onSelectionChange={(key) => field.onChange(key)}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="name"
          label={text('acc.field.name')}
          maxLength={TEXT_LIMITS.shortText}
          isRequired
        />
        <FormTextField
          control={form.control}
          name="address"
          label={text('acc.field.address')}
          maxLength={TEXT_LIMITS.shortText}
          isRequired
        />
        <div className={list.fieldRow}>
          <FormTextField
            control={form.control}
            name="priceRange"
            label={text('acc.field.priceRange')}
            description={text('acc.field.priceRangeHint')}
            maxLength={TEXT_LIMITS.name}
          />
          <FormTextField
            control={form.control}
            name="distance"
            label={text('acc.field.distance')}
            description={text('acc.field.distanceHint')}
            maxLength={TEXT_LIMITS.name}
          />
        </div>
        <div className={list.fieldRow}>
          <FormTextField
            control={form.control}
            name="phone"
            label={text('acc.field.phone')}
            type="tel"
            autoComplete="off"
            maxLength={TEXT_LIMITS.phone}
          />
          <FormTextField
            control={form.control}
            name="website"
            label={text('acc.field.website')}
            type="url"
            inputMode="url"
          />
        </div>
        <FormTextField
          control={form.control}
          name="specialRate"
          label={text('acc.field.specialRate')}
          maxLength={TEXT_LIMITS.shortText}
        />
        <Controller
          control={form.control}
          name="amenities"
          render={({ field }) => {
            const chosen = new Set(field.value ?? []);
            return (
              <fieldset className={styles.amenities}>
                <legend className={styles.legend}>{text('acc.field.amenities')}</legend>
                {ACCOMMODATION_AMENITIES.map((amenity) => (
                  <Checkbox
                    key={amenity}
                    isSelected={chosen.has(amenity)}
                    onChange={(selected) =>
                      field.onChange(
                        ACCOMMODATION_AMENITIES.filter((item) =>
                          item === amenity ? selected : chosen.has(item),
                        ),
                      )
                    }
                  >
                    {text(`amenity.${amenity}`)}
                  </Checkbox>
                ))}
              </fieldset>
            );
          }}
        />
      </DialogForm>
    </Dialog.Content>
  );
}
