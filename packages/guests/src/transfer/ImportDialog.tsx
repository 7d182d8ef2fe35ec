import {
  GUEST_IMPORT_FIELDS,
  GUEST_IMPORT_MAX_ROWS,
  type GuestImportDuplicateAction,
  type GuestImportMapping,
  type GuestImportOutcome,
  type GuestImportResponse,
  type GuestSheetResponse,
  importRowFromCells,
  suggestImportMapping,
  translate,
} from '@wedding/core';
import { Badge, type BadgeTone, Button, Dialog, RadioGroup, Select, useUiLocale } from '@wedding/ui';
import { useId, useState } from 'react';
import { useGuestsText } from '../i18n/guests-text';
import { readImportFile } from './read-import-file';
import * as styles from './transfer.css';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Reads an .xlsx file's first sheet (the server does; CSV is read in the browser). */
  onReadSheet: (file: File) => Promise<GuestSheetResponse>;
  /** A dry run: what would happen to each row. */
  onCheck: (
    rows: Record<string, unknown>[],
    duplicates: GuestImportDuplicateAction,
  ) => Promise<GuestImportResponse>;
  onImport: (
    rows: Record<string, unknown>[],
    duplicates: GuestImportDuplicateAction,
  ) => Promise<GuestImportResponse>;
  /** The message key of a failure, for the person's language. */
  describeError: (error: unknown) => string;
}

const OUTCOME_TONES: Record<GuestImportOutcome['outcome'], BadgeTone> = {
  create: 'success',
  merge: 'primary',
  skip: 'neutral',
  reject: 'error',
};
const IGNORE = 'ignore';
const PREVIEW_ROWS = 100;

type Step =
  | { id: 'file' }
  | { id: 'mapping'; sheet: GuestSheetResponse; fileName: string }
  | { id: 'preview'; sheet: GuestSheetResponse; fileName: string; result: GuestImportResponse };

/**
 * Guest import: a CSV or .xlsx file, its columns mapped to guest fields (suggested from the headers, with an
 * example from the file), duplicates of list entries skipped or merged, a preview with each refused row's reasons,
 * then the import. The same file imported again adds nothing.
 */
export function ImportDialog({ open, onOpenChange, ...props }: ImportDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? <ImportContent {...props} onClose={() => onOpenChange(false)} /> : null}
    </Dialog.Root>
  );
}

function ImportContent({
  onReadSheet,
  onCheck,
  onImport,
  describeError,
  onClose,
}: Omit<ImportDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const text = useGuestsText('transfer');
  const locale = useUiLocale();
  const fileId = useId();
  const [step, setStep] = useState<Step>({ id: 'file' });
  const [mapping, setMapping] = useState<GuestImportMapping>([]);
  const [duplicates, setDuplicates] = useState<GuestImportDuplicateAction>('skip');
  const [busy, setBusy] = useState<'reading' | 'checking' | 'importing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const rowsOf = (sheet: GuestSheetResponse) => sheet.rows.map((cells) => importRowFromCells(cells, mapping));
  const hasName = mapping.includes('name') || mapping.includes('firstName') || mapping.includes('lastName');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setBusy('reading');
    try {
      const sheet = await readImportFile(file, onReadSheet);
      if (sheet.rows.length === 0) {
        setProblem(text('file.empty'));
        return;
      }
      if (sheet.rows.length > GUEST_IMPORT_MAX_ROWS) {
        setProblem(translate('guestImport.tooManyRows', locale, { max: GUEST_IMPORT_MAX_ROWS }));
        return;
      }
      setMapping(suggestImportMapping(sheet.columns));
      setStep({ id: 'mapping', sheet, fileName: file.name });
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(null);
    }
  };

  const run = async (kind: 'checking' | 'importing') => {
    if (step.id === 'file') return;
    setProblem(null);
    setBusy(kind);
    try {
      const rows = rowsOf(step.sheet);
      if (kind === 'checking') {
        setStep({ ...step, id: 'preview', result: await onCheck(rows, duplicates) });
      } else {
        await onImport(rows, duplicates);
        onClose();
      }
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog.Content title={text('title')} description={text('description')}>
      <div className={styles.steps} aria-busy={busy !== null}>
        {step.id === 'file' ? (
          <div className={styles.fileLabel}>
            <label htmlFor={fileId}>{text('file.label')}</label>
            <input
              id={fileId}
              className={styles.fileInput}
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
              disabled={busy !== null}
            />
            <span id={`${fileId}-hint`} className={styles.hint}>
              {text('file.hint', { max: GUEST_IMPORT_MAX_ROWS })}
            </span>
          </div>
        ) : (
          <p className={styles.hint}>
            {text('file.chosen', { file: step.fileName, rows: step.sheet.rows.length })}
          </p>
        )}
        {busy === 'reading' ? <p className={styles.hint}>{text('file.reading')}</p> : null}

        {step.id === 'mapping' ? (
          <>
            <h3 className={styles.summary}>{text('mapping.title')}</h3>
            <div className={styles.mapping}>
              {step.sheet.columns.map((column, index) => {
                const example = step.sheet.rows.find((row) => (row[index] ?? '').trim() !== '')?.[index];
                return (
                  <Select
                    // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a header; the file's columns never move.
                    key={`${column}-${index}`}
                    label={text('mapping.column', { column: column || String(index + 1) })}
                    description={example ? text('mapping.example', { value: example }) : undefined}
                    options={[
                      { id: IGNORE, label: text('mapping.ignore') },
                      ...GUEST_IMPORT_FIELDS.map((field) => ({ id: field, label: text(`field.${field}`) })),
                    ]}
                    selectedKey={mapping[index] ?? IGNORE}
                    onSelectionChange={(key) =>
                      setMapping(
                        mapping.map((current, position) =>
                          position === index
                            ? key === IGNORE
                              ? null
                              : (key as GuestImportMapping[number])
                            : current,
                        ),
                      )
                    }
                  />
                );
              })}
            </div>
            {hasName ? null : <p className={styles.error}>{text('mapping.needName')}</p>}
            <RadioGroup
              label={text('duplicates.label')}
              options={[
                { value: 'skip', label: text('duplicates.skip') },
                { value: 'merge', label: text('duplicates.merge') },
              ]}
              value={duplicates}
              onChange={(value) => setDuplicates(value as GuestImportDuplicateAction)}
            />
          </>
        ) : null}

        {step.id === 'preview' ? <Preview result={step.result} /> : null}
        {problem ? (
          <p role="alert" className={styles.error}>
            {problem}
          </p>
        ) : null}
      </div>
      <Dialog.Footer>
        {step.id === 'file' ? (
          <Button variant="ghost" onPress={onClose}>
            {text('cancel')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            onPress={() => setStep(step.id === 'preview' ? { ...step, id: 'mapping' } : { id: 'file' })}
          >
            {text('back')}
          </Button>
        )}
        {step.id === 'mapping' ? (
          <Button onPress={() => void run('checking')} isDisabled={!hasName} isPending={busy === 'checking'}>
            {text('check')}
          </Button>
        ) : null}
        {step.id === 'preview' ? (
          <Button
            onPress={() => void run('importing')}
            isDisabled={step.result.created + step.result.merged === 0}
            isPending={busy === 'importing'}
          >
            {text('submit', { count: step.result.created + step.result.merged })}
          </Button>
        ) : null}
      </Dialog.Footer>
    </Dialog.Content>
  );
}

function Preview({ result }: { result: GuestImportResponse }) {
  const text = useGuestsText('transfer');
  const shown = result.rows.slice(0, PREVIEW_ROWS);
  return (
    <section aria-labelledby="guest-import-preview">
      <h3 id="guest-import-preview" className={styles.summary}>
        {text('preview.title')}
      </h3>
      <p className={styles.hint}>
        {text('preview.summary', {
          create: result.created,
          merge: result.merged,
          skip: result.skipped,
          reject: result.rejected,
        })}
      </p>
      <ul className={styles.preview}>
        {shown.map((row) => (
          <li key={row.row} className={styles.previewRow}>
            <Badge tone={OUTCOME_TONES[row.outcome]}>{text(`outcome.${row.outcome}`)}</Badge>
            <span>{text('preview.row', { row: row.row })}</span>
            <strong>{row.name}</strong>
            {row.duplicateOf ? (
              <span>{text('preview.duplicateOf', { name: row.duplicateOf.name })}</span>
            ) : null}
            {row.reasons.length > 0 ? (
              <ul className={styles.reasons}>
                {row.reasons.map((reason) => (
                  <li key={`${reason.field}-${reason.message}`}>{reason.message}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {result.rows.length > shown.length ? (
        <p className={styles.hint}>{text('preview.more', { count: result.rows.length - shown.length })}</p>
      ) : null}
    </section>
  );
}
