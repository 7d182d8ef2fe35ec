import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Leading icon; decorative, the label names the action. */
  icon?: ReactNode;
  children: ReactNode;
}

/** react-aria Button: press, hover, focus-visible, disabled and pending arrive as data-* attributes. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  children,
  isPending,
  onPress,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      // Pending is handled here rather than by react-aria: its announcement node outlives an unmounted button.
      onPress={isPending ? undefined : onPress}
      aria-disabled={isPending || undefined}
      data-busy={isPending || undefined}
      className={button({ variant, size })}
      data-variant={variant}
      data-size={size}
    >
      {isPending ? <Spinner /> : icon ? <span aria-hidden="true">{icon}</span> : null}
      <span>{children}</span>
    </AriaButton>
  );
}
