import { formatNameList } from '@wedding/core';
import type { CSSProperties } from 'react';
import { attendanceLabel } from '../format/attendance-label';
import { formatCount } from '../format/format-count';
import type { RsvpAnswerSummary } from '../mail-content';
import type { MailContext } from '../mail-context';

/** The plain-text part lays this table out as columns (see renderMail's text options). */
export const ANSWER_TABLE_CLASS = 'rsvp-answers';

interface AnswerTableProps {
  context: MailContext;
  answers: readonly RsvpAnswerSummary[];
}

/** Several answers as a real table (guest, attendance, people), three columns that fit a 360 px screen. */
export function AnswerTable({ context, answers }: AnswerTableProps) {
  const { text, theme, locale } = context;
  const { colors } = theme;
  const cell: CSSProperties = {
    borderBottom: `1px solid ${colors.border}`,
    color: colors.text,
    fontSize: '15px',
    lineHeight: '22px',
    padding: '10px 8px 10px 0',
    textAlign: 'left',
    verticalAlign: 'top',
  };
  const headerCell: CSSProperties = { ...cell, color: colors.textMuted, fontSize: '13px', fontWeight: 600 };
  const numberCell: CSSProperties = { ...cell, paddingRight: 0, textAlign: 'right' };
  return (
    <table
      className={ANSWER_TABLE_CLASS}
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 24px', width: '100%' }}
    >
      <thead>
        <tr>
          <th scope="col" style={headerCell}>
            {text('rsvpDigest', 'guestColumn')}
          </th>
          <th scope="col" style={headerCell}>
            {text('answer', 'attendanceLabel')}
          </th>
          <th scope="col" style={{ ...headerCell, paddingRight: 0, textAlign: 'right' }}>
            {text('answer', 'peopleLabel')}
          </th>
        </tr>
      </thead>
      <tbody>
        {answers.map((answer, index) => {
          const companions = answer.names.map((name) => name.trim()).filter((name) => name !== '');
          const message = answer.message?.trim();
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: answers carry no id and are listed in arrival order
            <tr key={index}>
              <td style={cell}>
                <strong>{answer.respondentName}</strong>
                {companions.length > 0 ? (
                  <>
                    <br />
                    <span style={{ color: colors.textMuted, fontSize: '13px' }}>
                      {formatNameList(companions, locale)}
                    </span>
                  </>
                ) : null}
                {message ? (
                  <>
                    <br />
                    <span
                      style={{
                        color: colors.textMuted,
                        fontSize: '13px',
                        fontStyle: 'italic',
                        whiteSpace: 'pre-line',
                      }}
                    >
                      {message}
                    </span>
                  </>
                ) : null}
              </td>
              <td style={cell}>{attendanceLabel(answer.attendance, text)}</td>
              <td style={numberCell}>{formatCount(answer.numberOfGuests, locale)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
