import type { MailContext } from '../mail-context';
import { MailParagraph } from './mail-paragraph';

interface SignOffProps {
  context: MailContext;
  couple: string;
}

/** Guest emails come from the couple, so they end with the couple's names. */
export function SignOff({ context, couple }: SignOffProps) {
  return (
    <MailParagraph context={context} style={{ margin: '8px 0 0' }}>
      {context.text('common', 'signOff')}
      <br />
      {couple}
    </MailParagraph>
  );
}
