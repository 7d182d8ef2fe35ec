import {
  type EventSummary,
  GIFT_LIMITS,
  type GiftInput,
  type GiftView,
  giftRequestSchema,
  type HouseholdView,
  THANK_YOU_STATUSES,
  type ThankYouStatus,
} from '@wedding/core';
import { Dialog, Select } from '@wedding/ui';
import { Controller } from 'react-hook-form';
import * as list from '../../components/card-list.css';
import { DialogForm } from '../../components/form/DialogForm';
import { FormTextField } from '../../components/form/FormTextField';
import { useCoreForm } from '../../components/form/useCoreForm';
import { useDashboardText } from '../../i18n/dashboard-text';

const NO_EVENT = 'none';

export interface GiftDialogProps {
  /** The gift being edited; null records a new one (optionally for `householdId`). */
  gift: GiftView | null;
  householdId?: string;
  households: readonly Pick<HouseholdView, 'id' | 'names'>[];
  events: readonly Pick<EventSummary, 'id' | 'title'>[];
  /** The currency a new gift starts with (the couple's last one, else the locale's). */
  defaultCurrency: string;
  /** Today as 'YYYY-MM-DD', the received date a new gift starts with. */
  today: string;
  onClose: () => void;
  /** Resolves when saved (the dialog closes); rejects to keep everything typed. */
  onSave: (values: GiftInput) => Promise<void>;
}

/** Records or edits a gift: from which household, what, how much, when, at which event, the thank-you note. */
export function GiftDialog({
  gift,
  householdId,
  households,
  events,
  defaultCurrency,
  today,
  onClose,
  onSave,
}: GiftDialogProps) {
  const text = useDashboardText('gifts');
  const form = useCoreForm(giftRequestSchema, {
    defaultValues: gift
      ? {
          householdId: gift.householdId,
          description: gift.description,
          amount: gift.amount === null ? '' : String(gift.amount),
          currency: gift.currency ?? defaultCurrency,
          receivedOn: gift.receivedOn ?? '',
          eventId: gift.eventId,
          thankYouStatus: gift.thankYouStatus,
          thankYouOn: gift.thankYouOn ?? '',
        }
      : {
          householdId: householdId ?? '',
          description: '',
          amount: '',
          currency: defaultCurrency,
          receivedOn: today,
          eventId: null,
          thankYouStatus: 'toWrite',
          thankYouOn: '',
        },
  });
  return (
    <Dialog.Content title={gift ? text('dialog.edit') : text('dialog.add')}>
      <DialogForm
        form={form}
        onSave={onSave}
        onClose={onClose}
        cancelLabel={text('cancel')}
        saveLabel={text('save')}
      >
        <Controller
          control={form.control}
          name="householdId"
          render={({ field, fieldState }) => (
            <Select
              label={text('field.household')}
              options={households.map((household) => ({
                id: household.id,
                label: household.names.join(', '),
              }))}
              selectedKey={field.value || null}
              onSelectionChange={(key) => field.onChange(key ?? '')}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <FormTextField
          control={form.control}
          name="description"
          label={text('field.description')}
          description={text('field.descriptionHint')}
          maxLength={GIFT_LIMITS.description}
          isRequired
        />
        <div className={list.fieldRow}>
          <FormTextField
            control={form.control}
            name="amount"
            label={text('field.amount')}
            inputMode="decimal"
          />
          <FormTextField
            control={form.control}
            name="currency"
            label={text('field.currency')}
            maxLength={3}
            autoComplete="off"
          />
        </div>
        <div className={list.fieldRow}>
          <FormTextField
            control={form.control}
            name="receivedOn"
            label={text('field.receivedOn')}
            type="date"
          />
          <Controller
            control={form.control}
            name="eventId"
            render={({ field }) => (
              <Select
                label={text('field.event')}
                options={[
                  { id: NO_EVENT, label: text('field.noEvent') },
                  ...events.map((event) => ({ id: event.id, label: event.title })),
                ]}
                selectedKey={field.value ?? NO_EVENT}
                onSelectionChange={(key) => field.onChange(key === NO_EVENT || key === null ? null : key)}
              />
            )}
          />
        </div>
        <div className={list.fieldRow}>
          <Controller
            control={form.control}
            name="thankYouStatus"
            render={({ field }) => (
              <Select<ThankYouStatus>
                label={text('field.thankYouStatus')}
                options={THANK_YOU_STATUSES.map((status) => ({
                  id: status,
                  label: text(`status.${status}`),
                }))}
                selectedKey={field.value ?? 'toWrite'}
                onSelectionChange={(key) => {
                  if (key === null) return;
                  field.onChange(key);
                  // A note marked written or sent is dated today unless the couple says otherwise.
                  if (key !== 'toWrite' && !form.getValues('thankYouOn')) form.setValue('thankYouOn', today);
                }}
              />
            )}
          />
          <FormTextField
            control={form.control}
            name="thankYouOn"
            label={text('field.thankYouOn')}
            type="date"
          />
        </div>
      </DialogForm>
    </Dialog.Content>
  );
}
