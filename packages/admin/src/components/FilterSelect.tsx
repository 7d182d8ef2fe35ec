import { Select } from '@wedding/ui';

const ALL = 'all';

export interface FilterSelectProps<Value extends string> {
  label: string;
  /** The chosen value; undefined is "all". */
  value: Value | undefined;
  options: readonly { id: NoInfer<Value>; label: string }[];
  allLabel: string;
  onChange: (value: Value | undefined) => void;
}

/** A list filter: one of the values, or "all" (no filter; absent from the URL). */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Select
      label={label}
      options={[{ id: ALL, label: allLabel }, ...options] as { id: string; label: string }[]}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === ALL ? undefined : (key as Value))}
    />
  );
}
