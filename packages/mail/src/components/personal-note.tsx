import { Section } from '@react-email/components';
import type { MailContext } from '../mail-context';
import { PlainTextParagraphs } from './plain-text-paragraphs';

interface PersonalNoteProps {
  context: MailContext;
  note: string | null;
}

/** The couple's own words, set apart from the product's text by a bar in the theme's accent colour. */
export function PersonalNote({ context, note }: PersonalNoteProps) {
  if (!note?.trim()) return null;
  const { colors } = context.theme;
  return (
    <Section
      style={{
        backgroundColor: colors.panel,
        borderLeft: `4px solid ${colors.accent}`,
        borderRadius: '4px',
        margin: '0 0 24px',
        padding: '16px 20px 4px',
      }}
    >
      <PlainTextParagraphs context={context} text={note} />
    </Section>
  );
}
