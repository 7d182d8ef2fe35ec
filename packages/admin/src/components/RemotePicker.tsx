import { ComboBox, type ComboBoxOption } from '@wedding/ui';

export interface RemotePickerProps {
  label: string;
  description?: string;
  errorMessage?: string;
  /** What matches the typed text (asked from the server by the caller). */
  options: readonly ComboBoxOption[];
  inputValue: string;
  onInputChange: (text: string) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  emptyText: string;
  isRequired?: boolean;
}

/** A combo box over a list too long to load whole: the caller searches the server as the person types. */
export function RemotePicker({
  label,
  description,
  errorMessage,
  options,
  inputValue,
  onInputChange,
  selectedId,
  onSelect,
  emptyText,
  isRequired,
}: RemotePickerProps) {
  return (
    <ComboBox
      label={label}
      description={description}
      errorMessage={errorMessage}
      options={options}
      inputValue={inputValue}
      onInputChange={onInputChange}
      selectedKey={selectedId}
      onSelectionChange={(key) => onSelect(key === null ? null : String(key))}
      emptyText={emptyText}
      menuTrigger="focus"
      isRequired={isRequired}
    />
  );
}
