import {
  type AttendanceStatus,
  type DietaryRestriction,
  type Locale,
  loadPhoneMetadata,
  phoneMetadataFor,
  type RsvpNavigation,
  type RsvpStepId,
  rsvpErrorKey,
  rsvpNavigation,
  translate,
} from '@wedding/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { RsvpSubmitError } from '../client/rsvp-submit-error';
import { submitRsvp } from '../client/submit-rsvp';
import { browserStorage, type DraftStorage } from '../persistence/browser-storage';
import { clearRsvpDraft } from '../persistence/clear-rsvp-draft';
import { createDebouncedWriter, RSVP_DRAFT_SAVE_DELAY_MS } from '../persistence/debounced-writer';
import { loadRsvpDraft } from '../persistence/load-rsvp-draft';
import { saveRsvpDraft } from '../persistence/save-rsvp-draft';
import type { StoredRsvpDraft } from '../persistence/stored-rsvp-draft';
import { isRsvpStepReady } from '../state/is-rsvp-step-ready';
import {
  backRsvpStep,
  nextRsvpStep,
  type RsvpCompanionTextField,
  type RsvpRequirementField,
  type RsvpTextField,
  resetRsvp,
  rsvpSubmitFailed,
  rsvpSubmitRefused,
  rsvpSubmitStarted,
  rsvpSubmitSucceeded,
  setRsvpAttendance,
  setRsvpCompanionRestrictions,
  setRsvpCompanionText,
  setRsvpEventAnswer,
  setRsvpGuestCount,
  setRsvpGuestName,
  setRsvpPhone,
  setRsvpRequirement,
  setRsvpRespondentRestrictions,
  setRsvpRespondentText,
  setRsvpText,
} from '../state/rsvp-actions';
import type { RsvpEventAnswerDraft } from '../state/rsvp-draft';
import type { RsvpEventChoice } from '../state/rsvp-event-choice';
import { openingRsvpState, type RsvpHousehold } from '../state/rsvp-household';
import { rsvpPayloadFromDraft } from '../state/rsvp-payload-from-draft';
import { rsvpReducer, rsvpStepsOf } from '../state/rsvp-reducer';
import type { RsvpError, RsvpState, RsvpSubmission } from '../state/rsvp-state';

export interface UseRsvpWizardOptions {
  /** Wedding slug: the endpoint and the draft's storage key. */
  slug: string;
  locale: Locale;
  onSubmitted?: (submission: RsvpSubmission) => void;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
  /** Draft storage; window.localStorage by default, null to keep no draft. */
  storage?: DraftStorage | null;
  /** Idempotency key factory; crypto.randomUUID by default. */
  createIdempotencyKey?: () => string;
  draftSaveDelayMs?: number;
  /**
   * The people a personal invitation is for (the head first): the wizard starts with their names (the head as the
   * one answering, the others as companions, the guest count covering all). A draft the guest already worked on
   * wins, and these starting answers are not saved as a draft until the guest changes something. Read on mount.
   */
  household?: RsvpHousehold | null;
  /**
   * The events the guest is invited to, in the site's order (a site passes `wedding.schedule`). With more than one,
   * or one with meals, an attending answer gets a step asking each named person's answer and meal per event. Read on
   * mount.
   */
  events?: readonly RsvpEventChoice[];
}

export interface RsvpWizardController {
  state: RsvpState;
  steps: readonly RsvpStepId[];
  stepId: RsvpStepId;
  navigation: RsvpNavigation;
  /** The banner text in the wizard's locale, null when there is no error. */
  errorMessage: string | null;
  /** The message of a rule the last Next broke for this field ('phone', 'guests.1.name'), in the locale. */
  fieldError: (field: string) => string | undefined;
  setText: (field: RsvpTextField, value: string) => void;
  setPhone: (dialCode: string, number: string) => void;
  setAttendance: (status: AttendanceStatus) => void;
  setGuestCount: (count: number) => void;
  setGuestName: (index: number, name: string) => void;
  /** The respondent's own needs (guest 1, sent as guests[0]). */
  setRespondentRestrictions: (restrictions: readonly DietaryRestriction[]) => void;
  setRespondentText: (field: RsvpCompanionTextField, value: string) => void;
  setCompanionRestrictions: (index: number, restrictions: readonly DietaryRestriction[]) => void;
  setCompanionText: (index: number, field: RsvpCompanionTextField, value: string) => void;
  setRequirement: (field: RsvpRequirementField, value: boolean) => void;
  /** One person's answer for one event (0: the respondent, n: companion n - 1). */
  setEventAnswer: (person: number, eventId: string, answer: RsvpEventAnswerDraft) => void;
  next: () => void;
  back: () => void;
  /** Sends the RSVP from the last step; a retry after a failure reuses the same idempotency key. */
  submit: () => Promise<void>;
  /** A fresh, empty RSVP with a new idempotency key (after success). */
  startOver: () => void;
}

const randomKey = () => globalThis.crypto.randomUUID();

function storedDraftOf(state: RsvpState): Omit<StoredRsvpDraft, 'version'> {
  return { step: state.step, data: state.data, idempotencyKey: state.idempotencyKey };
}

/** A banner or field message: the server's own words when it gave them, else the catalogue's text of the key. */
const messageOf = (error: RsvpError, locale: Locale) =>
  error.text ?? translate(error.key, locale, error.params);

/** The server refused fields of the payload: each with its message, in the order the server named them. */
function refusedFields(error: unknown): RsvpError[] {
  if (!(error instanceof RsvpSubmitError)) return [];
  return Object.entries(error.fieldMessages).map(([field, text]) => ({ key: error.key, field, text }));
}

/**
 * Keeps the phone rule's metadata for the guest's dial code at hand. A lean browser bundle fetches it per dial
 * code (about 1 KB); until it is there the browser's check lets a number through and the API's check decides.
 * Re-renders once it has arrived, so the phone field's own message can show.
 */
function usePhoneMetadata(dialCode: string): void {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (phoneMetadataFor(dialCode) !== undefined) return;
    let current = true;
    loadPhoneMetadata(dialCode).then(
      () => current && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dialCode]);
}

/** The RSVP wizard: reducer, draft persistence (spec: nothing typed is lost) and idempotent submit. */
export function useRsvpWizard({
  slug,
  locale,
  onSubmitted,
  fetch,
  baseUrl,
  storage: storageOption,
  createIdempotencyKey = randomKey,
  draftSaveDelayMs = RSVP_DRAFT_SAVE_DELAY_MS,
  household,
  events,
}: UseRsvpWizardOptions): RsvpWizardController {
  const storage = storageOption === undefined ? browserStorage() : storageOption;
  // Kept apart from the reducer so the effect below can tell the opening state from anything the guest did.
  const [opening] = useState(() =>
    openingRsvpState(loadRsvpDraft(slug, storage), household, createIdempotencyKey, events ?? []),
  );
  const [state, dispatch] = useReducer(rsvpReducer, opening);

  const writer = useMemo(
    () =>
      createDebouncedWriter(
        (draft: Omit<StoredRsvpDraft, 'version'>) => saveRsvpDraft(slug, draft, storage),
        draftSaveDelayMs,
      ),
    [slug, storage, draftSaveDelayMs],
  );

  useEffect(() => {
    if (state.submitted !== null) {
      writer.cancel();
      clearRsvpDraft(slug, storage);
      return;
    }
    // The opening state is either on disk already or nothing the guest typed (a household's names are the site's
    // guess, and a draft would let them outlive a changed guest list): saved from the first change on.
    if (state === opening) return;
    writer.schedule(storedDraftOf(state));
  }, [state, opening, writer, slug, storage]);

  // A closing tab or a hidden page may never run the debounce timer: write the last keystrokes now.
  useEffect(() => {
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    globalThis.addEventListener?.('pagehide', writer.flush);
    globalThis.document?.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      globalThis.removeEventListener?.('pagehide', writer.flush);
      globalThis.document?.removeEventListener('visibilitychange', flushWhenHidden);
      writer.flush();
    };
  }, [writer]);

  usePhoneMetadata(state.data.dialCode);

  const stateRef = useRef(state);
  stateRef.current = state;
  const inFlight = useRef(false);
  const onSubmittedRef = useRef(onSubmitted);
  onSubmittedRef.current = onSubmitted;

  const submit = useCallback(async () => {
    const current = stateRef.current;
    const lastStep = rsvpStepsOf(current).length;
    if (inFlight.current || current.submitting || current.submitted !== null || current.step < lastStep)
      return;
    const built = rsvpPayloadFromDraft(current.data, current.events);
    if (!built.ok) {
      dispatch(rsvpSubmitFailed(built.error));
      return;
    }
    inFlight.current = true;
    // The key must be on disk before the request leaves: a tab closed mid-request then retries with it.
    writer.flush();
    saveRsvpDraft(slug, storedDraftOf(current), storage);
    dispatch(rsvpSubmitStarted());
    try {
      const submission = await submitRsvp({
        slug,
        payload: built.payload,
        idempotencyKey: current.idempotencyKey,
        locale,
        ...(baseUrl === undefined ? {} : { baseUrl }),
        ...(fetch === undefined ? {} : { fetch }),
      });
      dispatch(rsvpSubmitSucceeded(submission));
      onSubmittedRef.current?.(submission);
    } catch (error) {
      const refused = refusedFields(error);
      if (refused.length > 0) dispatch(rsvpSubmitRefused(refused));
      else
        dispatch(
          rsvpSubmitFailed({ key: error instanceof RsvpSubmitError ? error.key : rsvpErrorKey(error) }),
        );
    } finally {
      inFlight.current = false;
    }
  }, [slug, storage, locale, baseUrl, fetch, writer]);

  const steps = rsvpStepsOf(state);
  const stepId = steps[state.step - 1] ?? steps[0] ?? 'contact';
  const navigation = rsvpNavigation({
    step: state.step,
    totalSteps: steps.length,
    submitting: state.submitting,
    stepReady: state.submitted === null && isRsvpStepReady(stepId, state.data),
  });

  return {
    state,
    steps,
    stepId,
    navigation,
    errorMessage: state.error === null ? null : messageOf(state.error, locale),
    fieldError: (field) => {
      const error = state.fieldErrors[field];
      return error === undefined ? undefined : messageOf(error, locale);
    },
    setText: useCallback((field, value) => dispatch(setRsvpText(field, value)), []),
    setPhone: useCallback((dialCode, number) => dispatch(setRsvpPhone(dialCode, number)), []),
    setAttendance: useCallback((status) => dispatch(setRsvpAttendance(status)), []),
    setGuestCount: useCallback((count) => dispatch(setRsvpGuestCount(count)), []),
    setGuestName: useCallback((index, name) => dispatch(setRsvpGuestName(index, name)), []),
    setRespondentRestrictions: useCallback(
      (restrictions) => dispatch(setRsvpRespondentRestrictions(restrictions)),
      [],
    ),
    setRespondentText: useCallback((field, value) => dispatch(setRsvpRespondentText(field, value)), []),
    setCompanionRestrictions: useCallback(
      (index, restrictions) => dispatch(setRsvpCompanionRestrictions(index, restrictions)),
      [],
    ),
    setCompanionText: useCallback(
      (index, field, value) => dispatch(setRsvpCompanionText(index, field, value)),
      [],
    ),
    setRequirement: useCallback((field, value) => dispatch(setRsvpRequirement(field, value)), []),
    setEventAnswer: useCallback(
      (person, eventId, answer) => dispatch(setRsvpEventAnswer(person, eventId, answer)),
      [],
    ),
    next: useCallback(() => {
      // The contact step checks the phone: wait for its metadata if it is still on the way (a lean bundle).
      const { data } = stateRef.current;
      if (phoneMetadataFor(data.dialCode) !== undefined) dispatch(nextRsvpStep());
      else
        loadPhoneMetadata(data.dialCode)
          .catch(() => undefined)
          .then(() => dispatch(nextRsvpStep()));
    }, []),
    back: useCallback(() => dispatch(backRsvpStep()), []),
    submit,
    startOver: useCallback(() => dispatch(resetRsvp(createIdempotencyKey())), [createIdempotencyKey]),
  };
}
