import React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon: React.ReactNode;
}

interface Props<T extends string> {
  value: T;
  choices: readonly Choice<T>[];
  labelledBy: string;
  onChange(value: T): void;
  /** Extra `data-*` attributes of one choice's button (analytics tags). */
  buttonAttributes?(value: T): Partial<Record<`data-${string}`, string>>;
}

/** A row of pressed/unpressed buttons for one exclusive choice (mode, direction, TS/JS). */
export default function ChoiceGroup<T extends string>({
  value,
  choices,
  labelledBy,
  onChange,
  buttonAttributes,
}: Props<T>): React.JSX.Element {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      color="primary"
      value={value}
      aria-labelledby={labelledBy}
      onChange={(_event, next: T | null) => {
        // Pressing the selected button again deselects it in MUI; a choice stays made.
        if (next !== null && choices.some((choice) => choice.value === next)) onChange(next);
      }}
      sx={{ gap: 0.5, '& .MuiToggleButton-root': { gap: 1, textTransform: 'none', flex: 1 } }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value} {...buttonAttributes?.(choice.value)}>
          {choice.icon}
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
