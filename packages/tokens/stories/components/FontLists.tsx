import { BODY_FONTS, BRAND_FONTS, DEFAULT_FONTS, findFont, HEADING_FONTS } from '@wedding/tokens';
import { caption, captionDetail, dataCell, headerCell, table } from './token-docs.css';

const LISTS = [
  { id: 'heading', title: 'Heading fonts', fonts: HEADING_FONTS, defaultFont: DEFAULT_FONTS.heading },
  { id: 'body', title: 'Body fonts', fonts: BODY_FONTS, defaultFont: DEFAULT_FONTS.body },
  { id: 'brand', title: 'Brand fonts', fonts: BRAND_FONTS, defaultFont: null },
] as const;

/** docs/requirements.md A3: the heading, body and brand font lists, each name set in its own font. */
export function FontLists() {
  const rows = Math.max(...LISTS.map((list) => list.fonts.length));
  return (
    <table className={table}>
      <caption className={caption}>
        Font lists
        <span className={captionDetail}>
          Defaults: {DEFAULT_FONTS.heading} for headings, {DEFAULT_FONTS.body} for body text.
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col" className={headerCell}>
            #
          </th>
          {LISTS.map((list) => (
            <th key={list.id} scope="col" className={headerCell} data-list={list.id}>
              {list.title} ({list.fonts.length})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, index) => (
          <tr key={index}>
            <th scope="row" className={headerCell}>
              {index + 1}
            </th>
            {LISTS.map((list) => {
              const name = list.fonts[index];
              return (
                <td key={list.id} className={dataCell} data-list={list.id}>
                  {name ? (
                    <span style={{ fontFamily: findFont(name)?.stack ?? 'inherit' }}>
                      {name}
                      {name === list.defaultFont ? ' (default)' : ''}
                    </span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
