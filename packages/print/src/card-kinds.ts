/** What a household card announces: the early save-the-date or the invitation that asks for an answer. */
export const CARD_KINDS = ['saveTheDate', 'invitation'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
