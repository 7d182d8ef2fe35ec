import { Text } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';

/** react-pdf's line breaker skips a break whose penalty is this high (its "infinity"). */
const NEVER = 10_000;

function wholeWord(word: string): string[] {
  return [word];
}

/**
 * A react-pdf Text whose lines break between words only. react-pdf would hyphenate with English patterns in
 * every language, and it splits a word wherever the font changes: "İstanbul" takes İ from the latin-ext file and
 * "stanbul" from the latin one, so it could break after the İ and print a hyphen the latin-ext file does not
 * have (an empty box). Set per text rather than with Font.registerHyphenationCallback, which would change every
 * other PDF the server renders.
 */
export function WholeWordsText(props: ComponentProps<typeof Text>) {
  return <Text hyphenationCallback={wholeWord} hyphenationPenalty={NEVER} {...props} />;
}
