import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentPropsWithoutRef, type ReactNode, useRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { useUiStrings } from '../../i18n/useUiStrings';
import { CloseIcon } from '../../icons/icons';
import { button } from '../Button/Button.css';
import { useThemeRoot } from '../ThemeProvider/ThemeRootContext';
import * as styles from './Dialog.css';

export interface DialogContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'className' | 'style' | 'title'> {
  /** Every dialog is named by a visible title. */
  title: ReactNode;
  description?: ReactNode;
  /** Hide the corner close button, e.g. while the dialog must stay open. */
  hideCloseButton?: boolean;
  children?: ReactNode;
}

function DialogContent({ title, description, hideCloseButton, children, ...props }: DialogContentProps) {
  const { t } = useUiStrings();
  const themeRoot = useThemeRoot();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Portal container={themeRoot ?? undefined}>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...props}
        ref={contentRef}
        className={styles.content}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {hideCloseButton ? null : (
            <RadixDialog.Close
              className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
              aria-label={t('dialog.close')}
            >
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </div>
        {description ? (
          <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
        ) : null}
        {/*
          The popovers of react-aria fields (Select, ComboBox, the date picker's calendar) open inside the dialog:
          on document.body they would sit outside its focus trap and under its pointer-events block, so neither
          a click nor the arrow keys could choose an option.
        */}
        <UNSAFE_PortalProvider getContainer={() => contentRef.current}>{children}</UNSAFE_PortalProvider>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={styles.footer}>{children}</div>;
}

/** Compound dialog on Radix: focus trap, scroll lock, Escape and outside press close, focus returns to the trigger. */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content: DialogContent,
  Footer: DialogFooter,
  Close: RadixDialog.Close,
};
