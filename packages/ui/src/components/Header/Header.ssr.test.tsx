import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n';
import { Header } from './Header';
import * as styles from './Header.css';

const links = [
  { id: 'info', label: 'Infos', href: '#info' },
  { id: 'rsvp', label: 'Zusage', href: '#rsvp' },
];

function serverHtml(layout: 'auto' | 'desktop' | 'mobile') {
  return renderToString(
    <I18nProvider locale="de">
      <Header
        brand="Anna & Ben"
        navLabel="Abschnitte"
        links={links}
        layout={layout}
        userMenu={<span>Konto</span>}
      />
    </I18nProvider>,
  );
}

describe('Header on the server (no window width to go by)', () => {
  it("'auto' sends both the bar and the menu button, each shown by a media query, so hydration moves nothing", () => {
    const html = serverHtml('auto');
    expect(html).toContain('<nav aria-label="Abschnitte"');
    expect(html).toContain(styles.wideOnly);
    expect(html).toContain(styles.narrowOnly);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Konto');
  });

  it('a forced layout sends only its own bar', () => {
    expect(serverHtml('desktop')).not.toContain('aria-expanded');
    expect(serverHtml('desktop')).not.toContain(styles.wideOnly);
    const mobile = serverHtml('mobile');
    expect(mobile).toContain('aria-expanded="false"');
    expect(mobile).not.toContain('<nav');
    expect(mobile).not.toContain('Konto');
  });
});
