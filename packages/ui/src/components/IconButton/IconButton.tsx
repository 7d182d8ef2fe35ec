import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';
import { Spinner } from '../Spinner/Spinner';

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** Required: an icon-only control has no visible text to name it. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The button element, e.g. to give the focus back to it after a dialog it opened. */
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  isPending,
  onPress,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      // Pending is handled here rather than by react-aria: its announcement node outlives an unmounted button.
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      data-busy={isPending || undefined}
      className={button({ variant, size, iconOnly: true })}
      data-variant={variant}
      data-size={size}
    >
      {isPending ? <Spinner /> : <span aria-hidden="true">{icon}</span>}
    </AriaButton>
  );
}
