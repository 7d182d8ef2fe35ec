import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameText } from '../frame-text';
import { SiteLanguageSelector } from './SiteLanguageSelector';

afterEach(cleanup);

describe('SiteLanguageSelector', () => {
  it('offers the six languages in their own names with the current one selected', () => {
    render(<SiteLanguageSelector locale="tr" onLocaleChange={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: frameText('header.language', 'tr') });
    expect((select as HTMLSelectElement).value).toBe('tr');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Deutsch',
      'English',
      'Polski',
      'Türkçe',
      'हिन्दी',
      'Español',
    ]);
  });

  it('calls onLocaleChange with the chosen language only', () => {
    const onLocaleChange = vi.fn();
    render(<SiteLanguageSelector locale="de" onLocaleChange={onLocaleChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'es' } });
    expect(onLocaleChange).toHaveBeenCalledWith('es');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'xx' } });
    expect(onLocaleChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the hidden label as the accessible name', () => {
    render(<SiteLanguageSelector locale="en" onLocaleChange={vi.fn()} hideLabel />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('renders the same options on the server (no runtime-dependent language names)', () => {
    const html = renderToString(<SiteLanguageSelector locale="hi" onLocaleChange={vi.fn()} />);
    expect(html).toContain('हिन्दी');
    expect(html).toContain('<option value="hi" lang="hi" selected="">');
  });
});
