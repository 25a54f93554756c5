import React from 'react';
import styles from './styles.module.css';

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

/**
 * A row of pressed/unpressed buttons for one exclusive choice (mode, direction, TS/JS): native
 * buttons with `aria-pressed` in a labelled group, in the look of MUI's ToggleButtonGroup (MUI's own
 * would render ButtonBase and its ripple for each button of every demo toolbar, on every page and
 * navigation). Pressing the chosen button again keeps it chosen: a choice stays made.
 */
export default function ChoiceGroup<T extends string>({
  value,
  choices,
  labelledBy,
  onChange,
  buttonAttributes,
}: Props<T>): React.JSX.Element {
  return (
    <div role="group" aria-labelledby={labelledBy} className={styles.group}>
      {choices.map((choice) => {
        const chosen = choice.value === value;
        return (
          <button
            key={choice.value}
            type="button"
            className={styles.choice}
            aria-pressed={chosen}
            value={choice.value}
            onClick={() => {
              if (!chosen) onChange(choice.value);
            }}
            {...buttonAttributes?.(choice.value)}
          >
            {choice.icon}
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
