import type { MailContext } from '../mail-context';
import { MailParagraph } from './mail-paragraph';

/** "Hallo Anna," or, when the name is blank, just "Hallo,", never "Hallo ,". */
export function Greeting({ context, name }: { context: MailContext; name: string }) {
  const trimmed = name.trim();
  return (
    <MailParagraph context={context}>
      {trimmed === ''
        ? context.text('common', 'greetingWithoutName')
        : context.text('common', 'greeting', { name: trimmed })}
    </MailParagraph>
  );
}
