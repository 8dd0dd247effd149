import { FormControl, InputLabel, MenuItem, Select, type SxProps, type Theme } from '@mui/material';

/**
 * A filter or picker above a page's content: an outlined select with its floating label, the test id on
 * the select itself. Options are values with their labels (and, where tests pick one, a test id).
 */
export function LabelledSelect<O, V extends string = string>({
  id,
  label,
  value,
  onChange,
  options,
  optionValue = (option: O) => String(option) as V,
  optionLabel,
  optionTestId,
  testId,
  fullWidth,
  sx,
}: {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly O[];
  optionValue?: (option: O) => V;
  optionLabel: (option: O) => string;
  optionTestId?: (option: O) => string;
  testId: string;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <FormControl fullWidth={fullWidth} size="small" sx={sx}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        data-testid={testId}
      >
        {options.map((option) => (
          <MenuItem key={optionValue(option)} value={optionValue(option)} data-testid={optionTestId?.(option)}>
            {optionLabel(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
