import type { Locale } from '../../constants';
import { translate } from '../../messages/translate';
import type { LogicMessage } from './logic-message';

/** The text to show for a rule's message: server text as is, catalogue keys translated into `locale`. */
export function resolveLogicMessage(message: LogicMessage, locale: Locale): string {
  return message.kind === 'text' ? message.text : translate(message.key, locale, message.params);
}
