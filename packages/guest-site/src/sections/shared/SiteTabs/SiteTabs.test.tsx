import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteTabs } from './SiteTabs';

afterEach(cleanup);

const tabs = [
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday' },
  { value: 'sun', label: 'Sunday' },
] as const;

const renderTabs = () =>
  render(
    <SiteTabs label="Days" tabs={tabs} defaultValue="sat" renderPanel={(value) => <p>Plan of {value}</p>} />,
  );

describe('SiteTabs', () => {
  it('links tabs and panels and keeps only the selected tab in the Tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Days' })).toBeTruthy();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Saturday');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Plan of sat');
    expect(selected.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(selected.id);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', () => {
    renderTabs();
    const [friday, saturday, sunday] = screen.getAllByRole('tab');
    act(() => saturday?.focus());
    fireEvent.keyDown(saturday as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sunday);
    expect(sunday?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(sunday as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(friday);
    fireEvent.keyDown(friday as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(sunday);
    fireEvent.keyDown(sunday as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(friday);
    fireEvent.keyDown(friday as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(sunday);
    expect(screen.getByRole('tabpanel').textContent).toBe('Plan of sun');
  });

  it('selects on click and ignores other keys', () => {
    renderTabs();
    const [friday] = screen.getAllByRole('tab');
    fireEvent.click(friday as HTMLElement);
    expect(screen.getByRole('tabpanel').textContent).toBe('Plan of fri');
    fireEvent.keyDown(friday as HTMLElement, { key: 'a' });
    expect(friday?.getAttribute('aria-selected')).toBe('true');
  });

  it('hydrates the server markup without a mismatch', async () => {
    const element = (
      <SiteTabs label="Days" tabs={tabs} defaultValue="fri" renderPanel={(value) => <p>Plan of {value}</p>} />
    );
    const html = renderToString(element);
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
