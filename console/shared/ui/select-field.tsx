import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type FieldProps = Omit<TextFieldProps, 'select' | 'children' | 'onChange' | 'value' | 'slotProps'>;

export type SelectFieldProps<O> = FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly O[];
  /** The value an option stands for; the option itself when it is a string. */
  optionValue?: (option: O) => string;
  optionLabel: (option: O) => ReactNode;
  /** On the visible select, where a test or a person clicks to open the list. */
  testId?: string;
  optionTestId?: string | ((option: O) => string);
};

/**
 * A labelled MUI select over a list of options, for both apps (each passes translated labels). MUI
 * sets `data-value` on every option itself, which is what tests read to pick one.
 */
export function SelectField<O>({
  value,
  onChange,
  options,
  optionValue = String,
  optionLabel,
  testId,
  optionTestId,
  ...field
}: SelectFieldProps<O>) {
  return (
    <TextField
      {...field}
      select
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={testId ? { select: { SelectDisplayProps: { 'data-testid': testId } as object } } : undefined}
    >
      {options.map((option) => {
        const key = optionValue(option);
        return (
          <MenuItem
            key={key}
            value={key}
            data-testid={typeof optionTestId === 'function' ? optionTestId(option) : optionTestId}
          >
            {optionLabel(option)}
          </MenuItem>
        );
      })}
    </TextField>
  );
}
