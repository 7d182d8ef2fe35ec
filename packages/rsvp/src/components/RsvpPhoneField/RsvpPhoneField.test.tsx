import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PhoneInputValue } from '@wedding/ui';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RsvpPhoneField } from './RsvpPhoneField';

function Harness({ initial, errorMessage }: { initial: PhoneInputValue; errorMessage?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RsvpPhoneField locale="en" value={value} onChange={setValue} errorMessage={errorMessage} />
      <button type="button">elsewhere</button>
    </>
  );
}

afterEach(cleanup);

const numberInput = () => screen.getByRole('textbox', { name: 'Phone number' });
const leave = () =>
  fireEvent.blur(numberInput(), { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });

describe("RsvpPhoneField (docs/requirements.md B5): dial-code picker and number with core's phone messages", () => {
  it('offers the dial code as a picker (default DE) and keeps digits, spaces and hyphens', () => {
    const onChange = vi.fn();
    render(<RsvpPhoneField locale="en" value={{ dialCode: '+49', number: '' }} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Phone number' })).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    // The closed picker shows the dial code; the countries are named once the guest reaches for it.
    expect(picker.selectedOptions[0]?.textContent).toBe('+49');
    expect(picker.options).toHaveLength(1);
    fireEvent.focus(picker);
    expect(picker.selectedOptions[0]?.textContent).toBe('+49 Germany');
    expect(picker.options.length).toBeGreaterThan(30);
    fireEvent.change(numberInput(), { target: { value: '+1512-345 67(89)x' } });
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: '+49', number: '1512-345 6789' });
  });

  it('changes the dial code with the native picker, keeping the number', () => {
    const onChange = vi.fn();
    render(
      <RsvpPhoneField locale="en" value={{ dialCode: '+49', number: '660 1234567' }} onChange={onChange} />,
    );
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    fireEvent.pointerDown(picker);
    fireEvent.change(picker, { target: { value: 'AT' } });
    expect(onChange).toHaveBeenLastCalledWith({ dialCode: '+43', number: '660 1234567' });
  });

  it('says nothing while typing, then the specific parse message once the guest leaves the field', () => {
    render(<Harness initial={{ dialCode: '+49', number: '' }} />);
    fireEvent.change(numberInput(), { target: { value: '1512 3456789 12345' } });
    expect(screen.queryByText('The phone number is too long')).toBeNull();
    leave();
    expect(screen.getByText('The phone number is too long')).toBeTruthy();
    expect(numberInput().getAttribute('aria-invalid')).toBe('true');
    // The message follows later edits and disappears once the number is valid.
    fireEvent.change(numberInput(), { target: { value: '151' } });
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    fireEvent.change(numberInput(), { target: { value: '1512 3456789' } });
    expect(screen.queryByText('Phone number is required')).toBeNull();
    expect(numberInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('reports an unknown country code for a number without a dial code', () => {
    render(<Harness initial={{ dialCode: '', number: '' }} />);
    fireEvent.change(numberInput(), { target: { value: '1512 3456789' } });
    leave();
    expect(screen.getByText('Invalid country code')).toBeTruthy();
  });

  it("leaves an empty field alone on blur and shows the wizard's message when given", () => {
    const { rerender } = render(<Harness initial={{ dialCode: '+49', number: '' }} />);
    leave();
    expect(screen.queryByText('Phone number is required')).toBeNull();
    rerender(<Harness initial={{ dialCode: '+49', number: '' }} errorMessage="Phone number is required" />);
    expect(screen.getByText('Phone number is required')).toBeTruthy();
  });
});
