import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from './useFocusTrap';

function Panel({ active }: { active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <>
      <button type="button">outside</button>
      <div ref={ref}>
        <button type="button">first</button>
        <a href="#x">middle</a>
        <button type="button">last</button>
        <button type="button" hidden>
          hidden
        </button>
      </div>
    </>
  );
}

const named = (name: string) => {
  const element = [...document.querySelectorAll<HTMLElement>('button, a')].find(
    (e) => e.textContent === name,
  );
  if (!element) throw new Error(`${name} missing`);
  return element;
};

describe('header menu focus trap (modal panel)', () => {
  afterEach(cleanup);

  it('moves focus in, wraps Tab and Shift+Tab, and pulls escaped focus back', () => {
    render(<Panel active />);
    expect(document.activeElement).toBe(named('first'));
    named('last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(named('first'));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(named('last'));
    named('outside').focus();
    expect(document.activeElement).toBe(named('first'));
  });

  it('does nothing while inactive', () => {
    render(<Panel active={false} />);
    named('outside').focus();
    expect(document.activeElement).toBe(named('outside'));
  });
});
