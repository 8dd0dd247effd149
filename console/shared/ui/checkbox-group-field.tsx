import type { ReactNode } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  type SxProps,
} from '@mui/material';

export interface CheckboxGroupFieldProps<O> {
  legend: ReactNode;
  options: readonly O[];
  /** Whether the option's box is ticked. */
  checked: (option: O) => boolean;
  /** The box of `option` was ticked (true) or cleared (false). */
  onToggle: (option: O, checked: boolean) => void;
  optionKey: (option: O) => string;
  optionLabel: (option: O) => ReactNode;
  optionDisabled?: (option: O) => boolean;
  optionTestId: (option: O) => string;
  /** The translated message under the group; the group shows as in error while there is one. */
  error?: string | null;
  errorTestId?: string;
  testId?: string;
  disabled?: boolean;
  /** Boxes side by side rather than one under the other. */
  row?: boolean;
  labelSx?: SxProps;
}

/**
 * A labelled group of check boxes (a fieldset with its legend and its error underneath), for both
 * apps: each passes translated labels and says what ticking a box does.
 */
export function CheckboxGroupField<O>(p: CheckboxGroupFieldProps<O>) {
  return (
    <FormControl error={Boolean(p.error)} component="fieldset" disabled={p.disabled} data-testid={p.testId}>
      <FormLabel component="legend">{p.legend}</FormLabel>
      <FormGroup row={p.row}>
        {p.options.map((option) => (
          <FormControlLabel
            key={p.optionKey(option)}
            sx={p.labelSx}
            disabled={p.optionDisabled?.(option)}
            control={
              <Checkbox
                checked={p.checked(option)}
                onChange={(e) => p.onToggle(option, e.target.checked)}
                slotProps={{ input: { 'data-testid': p.optionTestId(option) } as object }}
              />
            }
            label={p.optionLabel(option)}
          />
        ))}
      </FormGroup>
      {p.error && <FormHelperText data-testid={p.errorTestId}>{p.error}</FormHelperText>}
    </FormControl>
  );
}
