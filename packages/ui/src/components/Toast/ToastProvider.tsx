import { createContext, type ReactNode, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { useUiStrings } from '../../i18n/useUiStrings';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons/icons';
import { visuallyHidden } from '../../styles/shared.css';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import { type ToastInput, ToastQueue, type ToastTone } from './toast-queue';

type ToastOptions = Omit<ToastInput, 'tone' | 'title'>;

export interface ToastApi {
  show: (input: ToastInput) => number;
  success: (title: string, options?: ToastOptions) => number;
  warning: (title: string, options?: ToastOptions) => number;
  error: (title: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneIcons: Record<ToastTone, typeof CheckIcon> = {
  success: CheckIcon,
  warning: InfoIcon,
  error: AlertIcon,
};

function ToastRegion({ queue }: { queue: ToastQueue }) {
  const { t } = useUiStrings();
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <section aria-label={t('toast.region')}>
      <ol className={styles.region}>
        {toasts.map((toast) => {
          const Icon = toneIcons[toast.tone];
          return (
            <li key={toast.id} className={styles.toast({ tone: toast.tone })} data-tone={toast.tone}>
              <Icon className={styles.icon({ tone: toast.tone })} />
              <div role={toast.tone === 'error' ? 'alert' : 'status'}>
                <p className={styles.title}>
                  <span className={visuallyHidden}>{t(`toast.${toast.tone}`)}: </span>
                  {toast.title}
                </p>
                {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
              </div>
              <IconButton
                size="sm"
                aria-label={t('toast.dismiss')}
                icon={<CloseIcon />}
                onPress={() => queue.dismiss(toast.id)}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Pass a queue to raise toasts outside React; one is created otherwise. */
  queue?: ToastQueue;
}

export function ToastProvider({ children, queue: givenQueue }: ToastProviderProps) {
  const [ownQueue] = useState(() => new ToastQueue());
  const queue = givenQueue ?? ownQueue;
  const api = useMemo<ToastApi>(
    () => ({
      show: (input) => queue.add(input),
      success: (title, options) => queue.add({ ...options, tone: 'success', title }),
      warning: (title, options) => queue.add({ ...options, tone: 'warning', title }),
      error: (title, options) => queue.add({ ...options, tone: 'error', title }),
      dismiss: (id) => queue.dismiss(id),
    }),
    [queue],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion queue={queue} />
    </ToastContext.Provider>
  );
}

/** The toasts when a ToastProvider is around, else null (a part that also works without one). */
export function useOptionalToast(): ToastApi | null {
  return useContext(ToastContext);
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
