import type { ReactElement } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** A focusable react-aria element (Button, IconButton); the tooltip describes it. */
  children: ReactElement;
  content: string;
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delay?: number;
}

export function Tooltip({ children, content, delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip className={styles.tooltip} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
