import { cleanup, render, screen } from '@testing-library/react';
import { translate } from '@wedding/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { SiteErrorScreen } from './SiteErrorScreen';

afterEach(cleanup);

const THEME_CSS_VARS = siteThemeCssVars();

describe('SiteErrorScreen', () => {
  it('infers the type from the error and titles it in the guest language', () => {
    render(
      <SiteErrorScreen
        themeCssVars={THEME_CSS_VARS}
        locale="pl"
        error={new Error('Request failed with 404 not found')}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      translate('errorBoundary.wedding_not_found', 'pl'),
    );
    expect(
      screen.getByRole('link', { name: translate('errorBoundary.goHome', 'pl') }).getAttribute('href'),
    ).toBe('/');
  });

  it('reloads the page for Retry when the app passes no handler', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    try {
      render(<SiteErrorScreen themeCssVars={THEME_CSS_VARS} locale="en" type="network_error" />);
      screen.getByRole('button', { name: translate('errorBoundary.retry', 'en') }).click();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
