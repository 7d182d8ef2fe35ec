import type { GuestExportFormat, GuestExportKind } from '@wedding/core';
import { Button, Dialog } from '@wedding/ui';
import { useGuestsText } from '../i18n/guests-text';
import * as styles from './transfer.css';

export interface ExportChoice {
  kind: GuestExportKind;
  format: GuestExportFormat;
}

const CHOICES: readonly (ExportChoice & {
  label: 'export.guestsCsv' | 'export.guestsXlsx' | 'export.caterer' | 'export.stationer';
})[] = [
  { kind: 'guests', format: 'xlsx', label: 'export.guestsXlsx' },
  { kind: 'guests', format: 'csv', label: 'export.guestsCsv' },
  { kind: 'caterer', format: 'xlsx', label: 'export.caterer' },
  { kind: 'stationer', format: 'xlsx', label: 'export.stationer' },
];

export interface ExportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters and search of the list as a sentence ("3 filters, search 'Müller'"); every file honours them. */
  scope: string;
  onExport: (choice: ExportChoice) => void;
  exporting?: ExportChoice | null;
}

/** Exports: the filtered list as Excel or CSV, the caterer's list and the stationer's addresses. */
export function ExportDialog({ open, onOpenChange, scope, onExport, exporting }: ExportDialogProps) {
  const text = useGuestsText('list');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Dialog.Content title={text('export')} description={scope}>
          <div className={styles.choices}>
            {CHOICES.map((choice) => (
              <Button
                key={choice.label}
                variant="outline"
                isPending={exporting?.kind === choice.kind && exporting.format === choice.format}
                onPress={() => onExport(choice)}
              >
                {text(choice.label)}
              </Button>
            ))}
          </div>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
