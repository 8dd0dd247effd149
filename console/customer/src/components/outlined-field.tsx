import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

type HtmlInput = InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };

/**
 * The browser's own input and select, labelled and outlined like MUI's fields, for pages on a first
 * visit's path (/pricing): MUI's TextField imports Select, Menu, Popover and Modal, and even its
 * OutlinedInput with FormLabel costs about 9 KB gzip there (against its 150 KB first-visit budget). Box and the
 * theme are in the entry chunk already, so these cost nothing extra.
 */
const control: SxProps<Theme> = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  px: 1.75,
  py: 1.5,
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.42)',
  borderRadius: 1,
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
};

function Labelled({
  id,
  label,
  fullWidth,
  children,
}: {
  id: string;
  label: string;
  fullWidth?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        gap: 0.5,
        width: fullWidth ? '100%' : 'auto',
        minWidth: 120,
      }}
    >
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

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
    <Labelled id={id} label={label} fullWidth={fullWidth}>
      <Box
        component="input"
        {...htmlInput}
        id={id}
        type={type}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={control}
      />
    </Labelled>
  );
}

/** A choice with the browser's own select (a phone shows its native picker). */
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
    <Labelled id={id} label={label} fullWidth={fullWidth}>
      <Box
        component="select"
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as T)}
        sx={control}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {render(o)}
          </option>
        ))}
      </Box>
    </Labelled>
  );
}
