import { Text } from '@react-email/components';
import { Fragment } from 'react';
import type { MailContext } from '../mail-context';

/** Blank lines separate paragraphs; a single line break stays a line break (a poem, an address). */
function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.split('\n'));
}

interface PlainTextParagraphsProps {
  context: MailContext;
  /** Someone's own words: rendered as text nodes, so markup in them is shown, never interpreted. */
  text: string;
  italic?: boolean;
}

/** A person's plain text (a couple's note, a guest's message) as paragraphs. */
export function PlainTextParagraphs({ context, text, italic = false }: PlainTextParagraphsProps) {
  const { colors } = context.theme;
  return paragraphsOf(text).map((lines, paragraphIndex) => (
    <Text
      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and never reorder
      key={paragraphIndex}
      style={{
        color: colors.text,
        fontSize: '16px',
        fontStyle: italic ? 'italic' : 'normal',
        lineHeight: '26px',
        margin: '0 0 12px',
      }}
    >
      {lines.map((line, lineIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional and never reorder
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  ));
}
