import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';

export interface CheckOption {
  id: string;
  label: string;
  /** On the checkbox's input, where a test ticks it. */
  testId?: string;
}

/** Ticks among several things (items, requests); `chosen` keeps the ids in the order they were ticked. */
export function CheckList({
  options,
  chosen,
  onChange,
}: {
  options: readonly CheckOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <FormGroup>
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          label={option.label}
          control={
            <Checkbox
              checked={chosen.includes(option.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, option.id] : chosen.filter((c) => c !== option.id))
              }
              slotProps={option.testId ? { input: { 'data-testid': option.testId } as object } : undefined}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

/** An order item as a tick: its id, labelled by its name. */
export const itemOption = (item: { id: string; name: string }): CheckOption => ({ id: item.id, label: item.name });
