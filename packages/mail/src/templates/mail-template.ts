import type { MailKind } from '@wedding/core';
import type { ReactElement } from 'react';
import type { MailContent } from '../mail-content';
import type { MailContext } from '../mail-context';

export type MailContentOf<Kind extends MailKind> = Extract<MailContent, { kind: Kind }>;

export interface MailTemplateProps<Kind extends MailKind> {
  content: MailContentOf<Kind>;
  context: MailContext;
}

/** One kind of email: its subject line and its body. */
export interface MailTemplate<Kind extends MailKind> {
  subject: (content: MailContentOf<Kind>, context: MailContext) => string;
  Email: (props: MailTemplateProps<Kind>) => ReactElement;
}
