import {
  ADDRESS_COUNTRIES,
  ADDRESS_TYPES,
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  CONTACT_METHODS,
  customDietaryEntrySchema,
  DIETARY_RESTRICTIONS,
  EMERGENCY_RELATIONSHIPS,
  type FormSectionStatus,
  GUEST_CATEGORIES,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  type GuestPayloadInput,
  type Locale,
  SOCIAL_PLATFORMS,
  TEXT_LIMITS,
  TIME_ZONES,
  toValidationKeys,
  translate,
} from '@wedding/core';
import {
  Badge,
  type BadgeTone,
  Button,
  Checkbox,
  ChevronDownIcon,
  CloseIcon,
  Dialog,
  IconButton,
  NumberStepper,
  PhoneInput,
  PlusIcon,
  Select,
  TextArea,
  TextField,
  useUiLocale,
} from '@wedding/ui';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useWatch } from 'react-hook-form';
import { guestsText, useGuestsText } from '../i18n/guests-text';
import * as styles from './GuestFormDialog.css';
import {
  emptyAddress,
  emptySocialProfile,
  GUEST_FORM_SECTIONS,
  type GuestFormFields,
  type GuestFormSectionId,
  guestFormProgress,
  guestPayloadOf,
  sectionOf,
} from './guest-form-values';
import { useGuestForm } from './use-guest-form';

export interface GuestFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's start (an existing guest's values, or the empty guest). */
  initial: GuestFormFields;
  /** The guest's name when editing; null adds a new guest. */
  editing: string | null;
  /** Saves; a rejection keeps the dialog open with everything typed (its field errors are shown on the fields). */
  onSave: (payload: GuestPayloadInput) => Promise<void>;
  /** Why the last save failed (docs/requirements.md B8), in the person's language. */
  saveError?: string | null;
  /** Server field errors (path -> message) of the last failed save. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Sections shown open at first (stories); by default only the basic information. */
  openSections?: readonly GuestFormSectionId[];
}

const STATE_TONES: Record<FormSectionStatus['state'], BadgeTone> = {
  empty: 'neutral',
  partial: 'warning',
  complete: 'success',
  invalid: 'error',
};
const NONE = 'none';

/**
 * Guest add/edit modal (docs/requirements.md B2, B4 and B5): ten collapsible sections with their states and the overall
 * progress bar.
 */
export function GuestFormDialog({ open, onOpenChange, ...props }: GuestFormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? <GuestFormContent {...props} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog.Root>
  );
}

function GuestFormContent({
  initial,
  editing,
  onSave,
  saveError,
  fieldErrors,
  openSections = ['basic'],
  onCancel,
}: Omit<GuestFormDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const text = useGuestsText('form');
  const locale = useUiLocale();
  const { form, shownError, invalidSections } = useGuestForm(initial);
  const { control, handleSubmit, formState } = form;
  const [expanded, setExpanded] = useState<ReadonlySet<GuestFormSectionId>>(new Set(openSections));
  const values = useWatch({ control }) as GuestFormFields;
  const serverErrors = fieldErrors ?? {};
  for (const path of Object.keys(serverErrors)) invalidSections.add(sectionOf(path));
  const progress = guestFormProgress({ ...initial, ...values }, invalidSections);
  const errorOf = (path: string) => shownError(path) ?? serverErrors[path];
  const countries = new Intl.DisplayNames([locale], { type: 'region' });

  const toggle = (section: GuestFormSectionId, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(section)) next.add(section);
      else next.delete(section);
      return next;
    });

  const submit = handleSubmit(
    async (fields) => {
      await onSave(guestPayloadOf(fields)).catch(() => undefined);
    },
    (errors) => {
      // The sections holding a refused field open, so the person sees every message.
      const keys = toValidationKeysOfForm(errors);
      setExpanded((current) => new Set([...current, ...keys.map(sectionOf)]));
    },
  );

  const text_ = (
    name: FieldPath<GuestFormFields>,
    label: string,
    options: { type?: string; description?: string; isRequired?: boolean; maxLength?: number } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          type={options.type}
          description={options.description}
          isRequired={options.isRequired}
          maxLength={options.maxLength}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={errorOf(name)}
          validationBehavior="aria"
        />
      )}
    />
  );

  const choice = (
    name: FieldPath<GuestFormFields>,
    label: string,
    options: readonly { id: string; label: string }[],
    withNone = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          options={withNone ? [{ id: NONE, label: text('field.none') }, ...options] : options}
          selectedKey={(field.value as string) === '' ? NONE : (field.value as string)}
          onSelectionChange={(key) => field.onChange(key === NONE ? '' : key)}
          onBlur={field.onBlur}
          errorMessage={errorOf(name)}
        />
      )}
    />
  );

  const toggleField = (name: FieldPath<GuestFormFields>, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox isSelected={Boolean(field.value)} onChange={field.onChange} onBlur={field.onBlur}>
          {label}
        </Checkbox>
      )}
    />
  );

  const count = (
    name: 'estimatedGuests' | 'confirmedGuests',
    label: string,
    minValue: number,
    description?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberStepper
          label={label}
          description={description}
          minValue={minValue}
          value={field.value}
          onChange={(value) => field.onChange(Number.isNaN(value) ? minValue : value)}
          onBlur={field.onBlur}
          errorMessage={errorOf(name)}
        />
      )}
    />
  );

  const addresses = useFieldArray({ control, name: 'addresses' });
  const profiles = useFieldArray({ control, name: 'socialMediaProfiles' });

  const sectionBody: Record<GuestFormSectionId, ReactNode> = {
    basic: (
      <div className={styles.grid}>
        {text_('firstName', text('field.firstName'), { isRequired: true, maxLength: TEXT_LIMITS.name })}
        {text_('lastName', text('field.lastName'), { isRequired: true, maxLength: TEXT_LIMITS.name })}
      </div>
    ),
    contact: (
      <div className={styles.grid}>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={text('field.phone')}
              description={text('field.phoneHint')}
              defaultValue={initial.phone}
              onChange={(_value, stored) => field.onChange(stored)}
              errorMessage={errorOf('phone')}
            />
          )}
        />
        {text_('email', text('field.email'), { type: 'email' })}
        {text_('contactInfo.alternativePhone', text('field.alternativePhone'), { type: 'tel' })}
        {choice(
          'contactInfo.preferredContactMethod',
          text('field.preferredContactMethod'),
          CONTACT_METHODS.map((id) => ({ id, label: text(`contact.${id}`) })),
          true,
        )}
        {text_('contactInfo.availableHours', text('field.availableHours'), {
          description: text('field.availableHoursHint'),
        })}
        {choice(
          'contactInfo.timeZone',
          text('field.timeZone'),
          TIME_ZONES.map((id) => ({ id, label: id.replace('_', ' ') })),
          true,
        )}
      </div>
    ),
    relationship: (
      <div className={styles.grid}>
        {choice(
          'category',
          text('field.category'),
          GUEST_CATEGORIES.map((id) => ({ id, label: listChoice(locale, `category.${id}`) })),
        )}
        {choice(
          'side',
          text('field.side'),
          GUEST_SIDES.map((id) => ({ id, label: listChoice(locale, `side.${id}`) })),
        )}
        {count('estimatedGuests', text('field.estimatedGuests'), 1, text('field.estimatedGuestsHint'))}
        {count('confirmedGuests', text('field.confirmedGuests'), 0)}
      </div>
    ),
    categorization: (
      <div className={styles.grid}>
        {choice(
          'priority',
          text('field.priority'),
          GUEST_PRIORITIES.map((id) => ({ id, label: listChoice(locale, `priority.${id}`) })),
        )}
        {choice(
          'approvalStatus',
          text('field.approvalStatus'),
          APPROVAL_STATUSES.map((id) => ({ id, label: listChoice(locale, `status.${id}`) })),
        )}
      </div>
    ),
    additional: (
      <div className={styles.grid}>
        {choice(
          'attendance',
          text('field.attendance'),
          ATTENDANCE_STATUSES.map((id) => ({ id, label: listChoice(locale, `rsvp.${id}`) })),
          true,
        )}
        <div className={styles.checks}>
          {toggleField('invitationSent', text('field.invitationSent'))}
          {toggleField('needsTransport', text('field.needsTransport'))}
          {toggleField('needsAccommodation', text('field.needsAccommodation'))}
        </div>
      </div>
    ),
    addresses: (
      <div className={styles.repeated}>
        {addresses.fields.length === 0 ? <p className={styles.muted}>{text('addresses.none')}</p> : null}
        {addresses.fields.map((entry, index) => (
          <fieldset key={entry.id} className={styles.entry}>
            <legend className={styles.entryTitle}>
              {text('address.title', { number: index + 1 })}
              {index === 0 ? <Badge tone="primary">{text('address.primary')}</Badge> : null}
            </legend>
            <div className={styles.grid}>
              {choice(
                `addresses.${index}.type`,
                text('address.type'),
                ADDRESS_TYPES.map((id) => ({ id, label: text(`address.type.${id}`) })),
              )}
              {text_(`addresses.${index}.label`, text('address.label'))}
              {text_(`addresses.${index}.street`, text('address.street'), { isRequired: true })}
              {text_(`addresses.${index}.street2`, text('address.street2'))}
              {text_(`addresses.${index}.postalCode`, text('address.postalCode'), { isRequired: true })}
              {text_(`addresses.${index}.city`, text('address.city'), { isRequired: true })}
              {text_(`addresses.${index}.state`, text('address.state'))}
              {choice(
                `addresses.${index}.country`,
                text('address.country'),
                ADDRESS_COUNTRIES.map((id) => ({ id, label: countries.of(id) ?? id })),
              )}
            </div>
            {/* docs/requirements.md B5: an address can be removed only while more than one exists. */}
            {addresses.fields.length > 1 ? (
              <Button variant="ghost" size="sm" onPress={() => addresses.remove(index)}>
                {text('address.remove', { number: index + 1 })}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <Button
          variant="outline"
          size="sm"
          icon={<PlusIcon />}
          onPress={() => addresses.append(emptyAddress())}
        >
          {text('address.add')}
        </Button>
      </div>
    ),
    social: (
      <div className={styles.repeated}>
        {profiles.fields.length === 0 ? <p className={styles.muted}>{text('social.none')}</p> : null}
        {profiles.fields.map((entry, index) => (
          <fieldset key={entry.id} className={styles.entry}>
            <legend className={styles.entryTitle}>{text('social.title', { number: index + 1 })}</legend>
            <div className={styles.grid}>
              {choice(
                `socialMediaProfiles.${index}.platform`,
                text('social.platform'),
                SOCIAL_PLATFORMS.map((id) => ({ id, label: PLATFORM_NAMES[id] })),
              )}
              {text_(`socialMediaProfiles.${index}.handle`, text('social.handle'), { isRequired: true })}
              {text_(`socialMediaProfiles.${index}.url`, text('social.url'), { type: 'url' })}
              {toggleField(`socialMediaProfiles.${index}.isPublic`, text('social.isPublic'))}
            </div>
            <Button variant="ghost" size="sm" onPress={() => profiles.remove(index)}>
              {text('social.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <Button
          variant="outline"
          size="sm"
          icon={<PlusIcon />}
          onPress={() => profiles.append(emptySocialProfile())}
        >
          {text('social.add')}
        </Button>
      </div>
    ),
    dietary: (
      <div className={styles.repeated}>
        <Controller
          control={control}
          name="dietary.restrictions"
          render={({ field }) => (
            <fieldset className={styles.entry}>
              <legend className={styles.entryTitle}>{text('dietary.restrictions')}</legend>
              <div className={styles.checks}>
                {DIETARY_RESTRICTIONS.map((restriction) => (
                  <Checkbox
                    key={restriction}
                    isSelected={field.value.includes(restriction)}
                    onChange={(selected) =>
                      field.onChange(
                        selected
                          ? [...field.value, restriction]
                          : field.value.filter((entry) => entry !== restriction),
                      )
                    }
                  >
                    {text(`dietary.${restriction}`)}
                  </Checkbox>
                ))}
              </div>
              <Entries
                label={text('dietary.custom')}
                listLabel={text('dietary.listCustom')}
                entries={field.value}
                hidden={DIETARY_RESTRICTIONS}
                onChange={field.onChange}
                error={errorOf('dietary.restrictions')}
              />
            </fieldset>
          )}
        />
        {(['allergies', 'preferences'] as const).map((kind) => (
          <Controller
            key={kind}
            control={control}
            name={`dietary.${kind}`}
            render={({ field }) => (
              <Entries
                label={text(kind === 'allergies' ? 'dietary.allergies' : 'dietary.preferences')}
                listLabel={text(kind === 'allergies' ? 'dietary.listAllergies' : 'dietary.listPreferences')}
                entries={field.value}
                onChange={field.onChange}
                error={errorOf(`dietary.${kind}`)}
              />
            )}
          />
        ))}
        <LongText
          control={control}
          name="dietary.specialRequests"
          label={text('dietary.specialRequests')}
          error={errorOf('dietary.specialRequests')}
        />
        <LongText
          control={control}
          name="dietary.medicalNotes"
          label={text('dietary.medicalNotes')}
          error={errorOf('dietary.medicalNotes')}
        />
      </div>
    ),
    emergency: (
      <div className={styles.repeated}>
        <p className={styles.muted}>{text('emergency.hint')}</p>
        <div className={styles.grid}>
          {text_('emergency.name', text('emergency.name'))}
          {choice(
            'emergency.relationship',
            text('emergency.relationship'),
            EMERGENCY_RELATIONSHIPS.map((id) => ({ id, label: text(`emergency.relationship.${id}`) })),
            true,
          )}
          {text_('emergency.phone', text('emergency.phone'), { type: 'tel' })}
          {text_('emergency.alternativePhone', text('emergency.alternativePhone'), { type: 'tel' })}
          {text_('emergency.address', text('emergency.address'))}
          {text_('emergency.medicalInfo', text('emergency.medicalInfo'))}
          {text_('emergency.notes', text('emergency.notes'))}
        </div>
      </div>
    ),
    notes: (
      <LongText
        control={control}
        name="notes"
        label={text('field.notes')}
        error={errorOf('notes')}
        max={TEXT_LIMITS.longText}
      />
    ),
  };

  return (
    <Dialog.Content
      title={editing ? text('title.edit', { name: editing }) : text('title.add')}
      description={text('description')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={text('progress.label')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={text('progress.value', { percent: progress.percent })}
            className={styles.progressTrack}
          >
            <div className={styles.progressBar} style={{ width: `${progress.percent}%` }} />
          </div>
          <span className={styles.progressValue}>
            {text('progress.value', { percent: progress.percent })}
          </span>
        </div>
        {GUEST_FORM_SECTIONS.map((section) => (
          <Section
            key={section}
            id={section}
            title={text(`section.${section}`)}
            state={progress.sections[section].state}
            stateLabel={text(`state.${progress.sections[section].state}`)}
            expanded={expanded.has(section)}
            onToggle={() => toggle(section)}
          >
            {sectionBody[section]}
          </Section>
        ))}
        {saveError ? (
          <p role="alert" className={styles.error}>
            {saveError}
          </p>
        ) : null}
        <Dialog.Footer>
          <Button variant="ghost" onPress={onCancel}>
            {text('cancel')}
          </Button>
          <Button type="submit" isPending={formState.isSubmitting}>
            {text('save')}
          </Button>
        </Dialog.Footer>
      </form>
    </Dialog.Content>
  );
}

/** Paths of every error in react-hook-form's nested error object. */
function toValidationKeysOfForm(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && 'message' in value) return [path];
    return value && typeof value === 'object' ? toValidationKeysOfForm(value, path) : [];
  });
}

const PLATFORM_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/** The list area's labels of the choices (one place for category, side, priority, approval and answer names). */
function listChoice(locale: string, key: string): string {
  return listLabels(locale)(key);
}
const listLabels = (locale: string) => {
  const lookup = guestsText('list', locale as Locale);
  return (key: string) => lookup(key as Parameters<typeof lookup>[0]);
};

function Section({
  id,
  title,
  state,
  stateLabel,
  expanded,
  onToggle,
  children,
}: {
  id: GuestFormSectionId;
  title: string;
  state: FormSectionStatus['state'];
  stateLabel: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const regionId = `guest-form-section-${id}`;
  return (
    <div className={styles.section} data-state={state}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={onToggle}
        >
          <span className={styles.chevron} data-expanded={expanded || undefined}>
            <ChevronDownIcon />
          </span>
          <span className={styles.sectionTitle}>{title}</span>
          <Badge tone={STATE_TONES[state]}>{stateLabel}</Badge>
        </button>
      </h3>
      <section id={regionId} aria-label={title} hidden={!expanded} className={styles.sectionBody}>
        {children}
      </section>
    </div>
  );
}

function LongText({
  control,
  name,
  label,
  error,
  max = TEXT_LIMITS.mediumText,
}: {
  control: ReturnType<typeof useGuestForm>['form']['control'];
  name: 'notes' | 'dietary.specialRequests' | 'dietary.medicalNotes';
  label: string;
  error?: string;
  max?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextArea
          label={label}
          maxLength={max}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={error}
        />
      )}
    />
  );
}

/**
 * Custom dietary entries (docs/requirements.md B5): trimmed, non-empty and unique (case-insensitive), checked with
 * core's rule as they are added; each entry is removable.
 */
function Entries({
  label,
  listLabel,
  entries,
  hidden = [],
  onChange,
  error,
}: {
  label: string;
  listLabel: string;
  entries: string[];
  hidden?: readonly string[];
  onChange: (entries: string[]) => void;
  error?: string;
}) {
  const text = useGuestsText('form');
  const locale = useUiLocale();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const listId = useId();
  const add = () => {
    const result = customDietaryEntrySchema(entries).safeParse(draft);
    if (!result.success) {
      const first = Object.values(toValidationKeys(result.error))[0];
      setProblem(first ? translate(first.key, locale, first.params) : undefined);
      return;
    }
    onChange([...entries, result.data]);
    setDraft('');
    setProblem(undefined);
  };
  const shown = entries.filter((entry) => !hidden.includes(entry));
  return (
    <div className={styles.entries}>
      <div className={styles.entryAdd}>
        <TextField
          label={label}
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setProblem(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          errorMessage={problem ?? error}
          validationBehavior="aria"
        />
        <Button variant="outline" size="sm" onPress={add}>
          {text('dietary.add')}
        </Button>
      </div>
      {shown.length > 0 ? (
        <>
          <span id={listId} className={styles.hiddenLabel}>
            {listLabel}
          </span>
          <ul className={styles.tags} aria-labelledby={listId}>
            {shown.map((entry) => (
              <li key={entry} className={styles.tag}>
                {entry}
                <IconButton
                  size="sm"
                  aria-label={text('dietary.remove', { entry })}
                  icon={<CloseIcon />}
                  onPress={() => onChange(entries.filter((existing) => existing !== entry))}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
