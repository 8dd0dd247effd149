import { useId, type InputHTMLAttributes } from 'react';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';

type HtmlInput = InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };

/**
 * An outlined text field as MUI's TextField draws it (FormControl, InputLabel, OutlinedInput), for
 * pages on a first visit's path: TextField imports Select, and with it Menu, Popover and Modal
 * (about 25 KB gzip) even when no select is shown (issue 17).
 */
export function OutlinedField({
  label,
  value,
  onChange,
  type,
  htmlInput,
  fullWidth,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  htmlInput?: HtmlInput;
  fullWidth?: boolean;
}) {
  const id = useId();
  return (
    <FormControl fullWidth={fullWidth} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputProps={htmlInput}
      />
    </FormControl>
  );
}

/** A choice drawn as an outlined field, with the browser's own select (a phone shows its native picker). */
export function OutlinedNativeSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  render,
  testId,
  fullWidth,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly T[];
  render: (option: T) => string;
  testId?: string;
  fullWidth?: boolean;
}) {
  const id = useId();
  return (
    <FormControl fullWidth={fullWidth} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id, 'data-testid': testId } as object}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {render(o)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
