import { type MessageKey, translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useCurrentWedding } from '../../data/current-wedding';
import { useSaveAccessCode } from '../../data/use-access-code';
import { useDashboardText } from '../../i18n/dashboard-text';
import { failureMessageKey } from '../failure-message';
import { AccessCodeDialog } from './AccessCodeDialog';

/** The access code dialog wired to the current wedding: saves, confirms, or keeps the dialog open with the reason. */
export function AccessCodeEditor({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const wedding = useCurrentWedding();
  const save = useSaveAccessCode(wedding.id);
  const toast = useToast();
  const locale = useUiLocale();
  const text = useDashboardText('shell');
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  return (
    <AccessCodeDialog
      open={open}
      onOpenChange={(next) => {
        setErrorKey(null);
        onOpenChange(next);
      }}
      savedCode={wedding.accessCode}
      saving={save.isPending}
      errorKey={errorKey}
      onSave={(code) =>
        save.mutate(code, {
          onSuccess: () => {
            toast.success(text('accessCode.saved'));
            setErrorKey(null);
            onOpenChange(false);
          },
          onError: (error) => {
            const key = failureMessageKey(error, 'saveError', 'unknownError');
            setErrorKey(key);
            toast.error(translate(key, locale));
          },
        })
      }
    />
  );
}
