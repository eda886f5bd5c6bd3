import { Input, type InputProps } from 'antd';

/**
 * What people type for a time, as "HH:MM": "8" → "08:00", "730" → "07:30", "19h" → "19:00",
 * "7:5" stays as typed (the contract's check then says what is wrong).
 */
export function normalizeTime(text: string): string {
  const match = /^(\d{1,2})(?:[:hH.]?(\d{2}))?[hH]?$/.exec(text.trim());
  if (!match) return text.trim();
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return text.trim();
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

type TimeInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** A time of day typed freely and written as "HH:MM" when the field is left. */
export function TimeInput({ value, onChange, onBlur, ...props }: TimeInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder="HH:MM"
      {...props}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const normalized = normalizeTime(value ?? '');
        if (normalized !== value) onChange?.(normalized);
        onBlur?.(event);
      }}
    />
  );
}
