import { TextField, type TextFieldProps } from '@mui/material';

/**
 * A free-text message of a few lines (a reported problem, a reason, a dispute message) for both
 * apps: multiline, full width, at most `maxLength` characters, its input found by `testId`.
 */
export function MessageField(p: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  required?: boolean;
  minRows?: number;
  maxLength?: number;
  error?: boolean;
  helperText?: TextFieldProps['helperText'];
  size?: TextFieldProps['size'];
  disabled?: boolean;
}) {
  return (
    <TextField
      fullWidth
      multiline
      required={p.required}
      minRows={p.minRows ?? 3}
      size={p.size}
      label={p.label}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
      error={p.error}
      helperText={p.helperText}
      disabled={p.disabled}
      slotProps={{ htmlInput: { maxLength: p.maxLength ?? 2000, 'data-testid': p.testId } }}
    />
  );
}
