import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fillIsland, Island, IslandsRenderedApart } from './Island';

describe('Island', () => {
  it('holds its content inline, or nothing when the renderer renders islands apart', () => {
    expect(renderToString(<Island id="header">menu</Island>)).toMatch(
      /^<div data-island="header"[^>]*>menu<\/div>$/,
    );
    const apart = renderToString(
      <IslandsRenderedApart.Provider value={true}>
        <Island id="header">menu</Island>
      </IslandsRenderedApart.Provider>,
    );
    expect(apart).toMatch(/^<div data-island="header"[^>]*><\/div>$/);
  });

  it("fills an island's empty element with its own render, taking $ patterns literally", () => {
    const page =
      '<main><div data-island="gallery" class="x"></div><div data-island="rsvp" class="x"></div></main>';
    expect(fillIsland(page, 'rsvp', '<p>$& $1</p>')).toBe(
      '<main><div data-island="gallery" class="x"></div><div data-island="rsvp" class="x"><p>$& $1</p></div></main>',
    );
    expect(fillIsland(page, 'header', '<p/>')).toBe(page);
  });
});
