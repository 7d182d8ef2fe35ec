import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWedding, demoWeddingWith, kolkataWedding } from '../fixtures/demo-wedding';
import { ScheduleSection } from './ScheduleSection';

afterEach(cleanup);
const calendarHref = (id: string) => `/ics/${id}`;

describe('ScheduleSection', () => {
  it('has one tab per day, labelled with weekday and date, showing that day’s events in time order', () => {
    render(<ScheduleSection wedding={demoWedding} locale="de" calendarHref={calendarHref} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(2);
    expect(tabs[0]?.textContent).toMatch(/^Sa.*12/);
    expect(tabs[1]?.textContent).toMatch(/^So.*13/);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ankunft der Gäste', 'Trauung', 'Sektempfang', 'Party']);
    const second = tabs[1];
    if (!second) throw new Error('second tab missing');
    fireEvent.mouseDown(second);
    fireEvent.click(second);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Katerfrühstück' }),
    ).toBeTruthy();
  });

  it('marks required events and offers an .ics download per event', () => {
    render(<ScheduleSection wedding={demoWedding} locale="en" calendarHref={calendarHref} />);
    expect(screen.getAllByText('Please attend')).toHaveLength(2);
    const link = screen.getByRole('link', { name: /^Add to calendar\s?: Trauung$/ });
    expect(link.getAttribute('href')).toBe('/ics/evt-ceremony');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('shows a single day without tabs and an empty schedule with a message', () => {
    const oneDay = demoWeddingWith({ schedule: demoWedding.schedule.filter((e) => e.day === '2026-09-13') });
    const { unmount } = render(<ScheduleSection wedding={oneDay} locale="en" calendarHref={calendarHref} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Sunday, September 13, 2026')).toBeTruthy();
    unmount();
    render(
      <ScheduleSection wedding={demoWeddingWith({ schedule: [] })} locale="en" calendarHref={calendarHref} />,
    );
    expect(screen.getByText('The schedule will be announced soon.')).toBeTruthy();
  });

  it("names the wedding's zone beside every time of every day", () => {
    const times = (container: HTMLElement) =>
      [...container.querySelectorAll('[role="tabpanel"] time')].map((time) => time.textContent);
    const { container, unmount } = render(
      <ScheduleSection wedding={kolkataWedding} locale="en" calendarHref={calendarHref} />,
    );
    expect(times(container)).toEqual([
      '1:30 – 2:00 PM GMT+5:30',
      '2:00 – 3:00 PM GMT+5:30',
      '4:00 – 6:00 PM GMT+5:30',
      '9:00 PM GMT+5:30',
      '11:00 AM – 2:00 PM GMT+5:30',
    ]);
    unmount();
    const berlin = render(<ScheduleSection wedding={demoWedding} locale="de" calendarHref={calendarHref} />);
    expect(times(berlin.container)[1]).toBe('14:00–15:00 Uhr MESZ');
  });
});
