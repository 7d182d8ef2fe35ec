import { Document, Page, renderToBuffer, View } from '@react-pdf/renderer';
import { LOCALES } from '@wedding/core';
import { assertKnown } from '../assert-known';
import { WholeWordsText } from '../components/WholeWordsText';
import { PRINT_FONT_WEIGHTS } from '../fonts/print-font-weights';
import { millimetres } from '../format/millimetres';
import { printText } from '../i18n/print-text';
import type { PrintStyle } from '../styles/print-style';
import { printTheme } from '../theme/print-theme';
import { MealSymbol } from './meal-symbol';
import type { PrintSeatedGuest, SeatingPrintInput } from './seating-print-input';

const MARGIN = millimetres(15);
/** Place cards: eight per A4 sheet (two columns of four), each folded along its middle into a tent. */
export const PLACE_CARDS_PER_PAGE = 8;
const CARD = { width: millimetres(105), height: millimetres(74.25) };

function prepare(input: SeatingPrintInput) {
  assertKnown(input.locale, LOCALES, 'locale');
  const text = printText(input.locale);
  const theme = printTheme(input.wedding.customization, input.locale);
  const couple = text('coupleNames', {
    partner1: input.wedding.partner1.trim(),
    partner2: input.wedding.partner2.trim(),
  });
  const page: PrintStyle = {
    padding: MARGIN,
    paddingBottom: MARGIN + 12,
    backgroundColor: '#ffffff',
    color: theme.colors.ink,
    fontFamily: theme.fonts.body,
    fontWeight: PRINT_FONT_WEIGHTS.regular,
    fontSize: 10,
  };
  const title: PrintStyle = {
    fontFamily: theme.fonts.heading,
    fontSize: 16,
    color: theme.colors.heading,
    marginBottom: 10,
  };
  const footer: PrintStyle = {
    position: 'absolute',
    bottom: MARGIN / 2,
    left: MARGIN,
    right: MARGIN,
    fontSize: 7,
    color: theme.colors.inkMuted,
    textAlign: 'right',
  };
  return { text, theme, couple, styles: { page, title, footer } };
}

type Prepared = ReturnType<typeof prepare>;

function PageFooter({ prepared }: { prepared: Prepared }) {
  return (
    <WholeWordsText
      style={prepared.styles.footer}
      fixed
      render={({ pageNumber, totalPages }) =>
        prepared.text('pageOf', { page: pageNumber, pages: totalPages })
      }
    />
  );
}

function MealLine({ guest, prepared, size }: { guest: PrintSeatedGuest; prepared: Prepared; size: number }) {
  if (!guest.meal) return null;
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', gap: 3 }}>
      <MealSymbol symbol={guest.meal.symbol} color={prepared.theme.colors.ink} size={size} />
      <WholeWordsText style={{ fontSize: size, color: prepared.theme.colors.inkMuted }}>
        {guest.meal.name}
      </WholeWordsText>
    </View>
  );
}

/** The seating chart by table: each table with its seats and guests, tables never split across pages. */
export async function renderSeatingChart(input: SeatingPrintInput): Promise<Buffer> {
  const prepared = prepare(input);
  const { text, theme } = prepared;
  const title = text('seatingChartTitle', { couple: prepared.couple });
  return renderToBuffer(
    <Document title={title} language={input.locale}>
      <Page size="A4" style={prepared.styles.page}>
        <WholeWordsText style={prepared.styles.title}>{title}</WholeWordsText>
        <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 8 }}>
          {input.tables.map((table) => (
            <View
              key={table.id}
              wrap={false}
              style={{
                width: '48.5%',
                padding: 8,
                borderWidth: 0.75,
                borderColor: theme.colors.ornament,
                borderRadius: 4,
              }}
            >
              <WholeWordsText
                style={{ fontFamily: theme.fonts.heading, fontSize: 12, color: theme.colors.heading }}
              >
                {table.name}
              </WholeWordsText>
              <WholeWordsText style={{ fontSize: 8, color: theme.colors.inkMuted, marginBottom: 4 }}>
                {text('seatingTableSeats', { seated: table.guests.length, seats: table.seats })}
              </WholeWordsText>
              {table.guests.map((guest) => (
                <View
                  key={guest.id}
                  style={{ flexDirection: 'row', justifyContent: 'space-between', gap: 4 }}
                >
                  <WholeWordsText>{guest.name}</WholeWordsText>
                  <MealLine guest={guest} prepared={prepared} size={7} />
                </View>
              ))}
            </View>
          ))}
        </View>
        <PageFooter prepared={prepared} />
      </Page>
    </Document>,
  );
}

/** Every seated guest's table, in the alphabetical order of the print language, for the escort display. */
export function escortEntries(input: SeatingPrintInput) {
  const collator = new Intl.Collator(input.locale, { sensitivity: 'base' });
  return input.tables
    .flatMap((table) => table.guests.map((guest) => ({ id: guest.id, name: guest.name, table: table.name })))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The escort list: name to table, alphabetically, in two columns. */
export async function renderEscortList(input: SeatingPrintInput): Promise<Buffer> {
  const prepared = prepare(input);
  const { text, theme } = prepared;
  const title = text('escortListTitle', { couple: prepared.couple });
  return renderToBuffer(
    <Document title={title} language={input.locale}>
      <Page size="A4" style={prepared.styles.page}>
        <WholeWordsText style={prepared.styles.title}>{title}</WholeWordsText>
        {escortEntries(input).map((entry) => (
          <View
            key={entry.id}
            wrap={false}
            style={{
              flexDirection: 'row',
              justifyContent: 'space-between',
              gap: 12,
              paddingVertical: 2.5,
              borderBottomWidth: 0.5,
              borderColor: theme.colors.ornament,
            }}
          >
            <WholeWordsText>{entry.name}</WholeWordsText>
            <WholeWordsText style={{ color: theme.colors.heading }}>{entry.table}</WholeWordsText>
          </View>
        ))}
        <PageFooter prepared={prepared} />
      </Page>
    </Document>,
  );
}

/**
 * Place cards, eight per A4 sheet: each card's lower half carries the guest's name, the table and (once meal
 * choices exist) the meal's symbol and name; folded along the dashed middle line it stands as a tent.
 */
export async function renderPlaceCards(input: SeatingPrintInput): Promise<Buffer> {
  const prepared = prepare(input);
  const { text, theme } = prepared;
  const cards = input.tables.flatMap((table) => table.guests.map((guest) => ({ guest, table: table.name })));
  const pages: (typeof cards)[] = [];
  for (let index = 0; index < cards.length; index += PLACE_CARDS_PER_PAGE) {
    pages.push(cards.slice(index, index + PLACE_CARDS_PER_PAGE));
  }
  const title = text('placeCardsTitle', { couple: prepared.couple });
  return renderToBuffer(
    <Document title={title} language={input.locale}>
      {pages.map((page) => (
        <Page
          key={page[0]?.guest.id}
          size="A4"
          style={{ ...prepared.styles.page, padding: 0, paddingBottom: 0 }}
        >
          <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
            {page.map(({ guest, table }) => (
              <View
                key={guest.id}
                style={{
                  width: CARD.width,
                  height: CARD.height,
                  borderWidth: 0.5,
                  borderStyle: 'dashed',
                  borderColor: '#9e9e9e',
                }}
              >
                <View
                  style={{
                    height: CARD.height / 2,
                    borderBottomWidth: 0.5,
                    borderStyle: 'dashed',
                    borderColor: '#c8c8c8',
                  }}
                />
                <View
                  style={{
                    height: CARD.height / 2,
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: 3,
                    padding: 6,
                  }}
                >
                  <WholeWordsText
                    style={{
                      fontFamily: theme.fonts.heading,
                      fontSize: 17,
                      color: theme.colors.heading,
                      textAlign: 'center',
                      maxLines: 2,
                      textOverflow: 'ellipsis',
                    }}
                  >
                    {guest.name}
                  </WholeWordsText>
                  <WholeWordsText style={{ fontSize: 8.5, color: theme.colors.inkMuted }}>
                    {text('placeCardTable', { table })}
                  </WholeWordsText>
                  <MealLine guest={guest} prepared={prepared} size={8} />
                </View>
              </View>
            ))}
          </View>
        </Page>
      ))}
    </Document>,
  );
}
