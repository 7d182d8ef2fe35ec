import type { MessageKey, MessageParams } from '../../messages/message-key';

/** A message a rule produces: a catalogue key (translated by the caller) or text that came from a server. */
export type LogicMessage<Key extends MessageKey = MessageKey> =
  | { kind: 'key'; key: Key; params?: MessageParams }
  | { kind: 'text'; text: string };
