import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ padding: vars.space.card, maxWidth: '60rem' });
