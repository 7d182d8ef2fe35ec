import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { translate } from '@wedding/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameText } from '../../frame/frame-text';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { AccessCodeScreen } from './AccessCodeScreen';
import { type AccessCodeOutcome, useAccessCodeEntry } from './useAccessCodeEntry';

afterEach(cleanup);

const THEME_CSS_VARS = siteThemeCssVars();

function deferred() {
  let resolve: (outcome: AccessCodeOutcome) => void = () => {};
  const promise = new Promise<AccessCodeOutcome>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('useAccessCodeEntry (the access code rules of docs/requirements.md B5)', () => {
  it('upper-cases, strips disallowed characters and cuts at 8', () => {
    const submit = vi.fn(async () => 'invalid' as const);
    const { result } = renderHook(() => useAccessCodeEntry(submit));
    act(() => result.current.change('ab c_d'));
    expect(result.current.code).toBe('ABCD');
    expect(result.current.remaining).toBe(4);
    expect(result.current.isComplete).toBe(false);
    act(() => result.current.change('abcd&!@#$%'));
    expect(result.current.code).toBe('ABCD&!@#');
  });

  it('submits once by itself when the eighth character arrives', async () => {
    const submit = vi.fn(async () => 'invalid' as const);
    const { result } = renderHook(() => useAccessCodeEntry(submit));
    await act(async () => result.current.change('abcd123'));
    expect(submit).not.toHaveBeenCalled();
    await act(async () => result.current.change('abcd1234'));
    expect(submit).toHaveBeenCalledExactlyOnceWith('ABCD1234');
    expect(result.current.status).toBe('invalid');
    // Unchanged text (a stripped character typed) does not send the rejected code again.
    await act(async () => result.current.change('abcd1234 '));
    expect(submit).toHaveBeenCalledTimes(1);
    // An explicit submit does.
    await act(async () => result.current.submit());
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('keeps the code after an error, treats a throw as an error and ignores edits while checking', async () => {
    const pending = deferred();
    const submit = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useAccessCodeEntry(submit));
    await act(async () => result.current.change('LENA2026'));
    expect(result.current.status).toBe('checking');
    act(() => result.current.change('X'));
    expect(result.current.code).toBe('LENA2026');
    await act(async () => pending.resolve('error'));
    expect(result.current.status).toBe('error');
    expect(result.current.code).toBe('LENA2026');

    const failing = vi.fn(async (): Promise<AccessCodeOutcome> => {
      throw new TypeError('Failed to fetch');
    });
    const second = renderHook(() => useAccessCodeEntry(failing));
    await act(async () => second.result.current.change('LENA2026'));
    expect(second.result.current.status).toBe('error');
  });

  it('stays locked once admitted, while the page reloads', async () => {
    const submit = vi.fn(async () => 'granted' as const);
    const { result } = renderHook(() => useAccessCodeEntry(submit));
    await act(async () => result.current.change('LENA2026'));
    expect(result.current.status).toBe('granted');
    act(() => result.current.change('OTHER'));
    expect(result.current.code).toBe('LENA2026');
  });

  it('does not submit an incomplete code on request', async () => {
    const submit = vi.fn(async () => 'granted' as const);
    const { result } = renderHook(() => useAccessCodeEntry(submit));
    await act(async () => result.current.change('LENA'));
    await act(async () => result.current.submit());
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('AccessCodeScreen', () => {
  const card = { slug: 'lena-und-jonas', brideName: 'Lena', groomName: 'Jonas' };

  it('renders on the server (names, field, count) and hydrates without a mismatch', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <AccessCodeScreen
        card={card}
        locale="en"
        onSubmitCode={vi.fn()}
        onLocaleChange={vi.fn()}
        themeCssVars={THEME_CSS_VARS}
      />,
    );
    expect(html).toContain('Lena &amp; Jonas');
    expect(html).toContain(frameText('access.remaining', 'en', { count: 8 }));

    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = await act(async () =>
        hydrateRoot(
          container,
          <AccessCodeScreen
            card={card}
            locale="en"
            onSubmitCode={vi.fn()}
            onLocaleChange={vi.fn()}
            themeCssVars={THEME_CSS_VARS}
          />,
          { onRecoverableError: recoverable },
        ),
      );
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });

  it('keeps every control inside a landmark: theme and language in the banner, the form in main', () => {
    render(
      <AccessCodeScreen
        card={card}
        themeCssVars={THEME_CSS_VARS}
        locale="de"
        onSubmitCode={vi.fn()}
        onLocaleChange={vi.fn()}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner.contains(screen.getByRole('combobox', { name: frameText('header.language', 'de') }))).toBe(
      true,
    );
    for (const control of document.querySelectorAll('button, input, select, a[href]')) {
      expect(control.closest('header, main, nav, footer'), control.outerHTML).not.toBeNull();
    }
  });

  it('shows invalidCode in an alert after a wrong code and describes the field with it', async () => {
    render(
      <AccessCodeScreen
        card={card}
        themeCssVars={THEME_CSS_VARS}
        locale="en"
        onSubmitCode={vi.fn(async () => 'invalid' as const)}
        onLocaleChange={vi.fn()}
      />,
    );
    const field = screen.getByLabelText(frameText('access.codeLabel', 'en'));
    await act(async () => fireEvent.change(field, { target: { value: 'wrongcod' } }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(translate('invalidCode', 'en'));
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('says a personal link no longer opens the site, above the field that still takes the code', async () => {
    const onSubmitCode = vi.fn(async () => 'invalid' as const);
    render(
      <AccessCodeScreen
        card={card}
        themeCssVars={THEME_CSS_VARS}
        locale="pl"
        notice="personalLinkInvalid"
        onSubmitCode={onSubmitCode}
        onLocaleChange={vi.fn()}
      />,
    );
    const notice = screen.getByText(frameText('access.personalLinkInvalid', 'pl'));
    expect(notice.getAttribute('role')).toBe('alert');
    const field = screen.getByLabelText(frameText('access.codeLabel', 'pl'));
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(notice.id);
    expect(notice.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(async () => fireEvent.change(field, { target: { value: 'wrongcod' } }));
    expect(onSubmitCode).toHaveBeenCalledWith('WRONGCOD');
    // Both stay: why the guest is here, and what was wrong with the code.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      frameText('access.personalLinkInvalid', 'pl'),
      translate('invalidCode', 'pl'),
    ]);
  });

  it('shows no notice without one', () => {
    render(
      <AccessCodeScreen
        card={card}
        themeCssVars={THEME_CSS_VARS}
        locale="en"
        onSubmitCode={vi.fn()}
        onLocaleChange={vi.fn()}
      />,
    );
    expect(screen.queryByText(frameText('access.personalLinkInvalid', 'en'))).toBeNull();
  });
});
