import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon: React.ReactNode;
}

/** The group's accessible name: the id of an element that names it, or the name itself. */
type GroupName = { labelledBy: string; label?: never } | { label: string; labelledBy?: never };

type Props<T extends string> = GroupName & {
  value: T;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  /**
   * `fill` (the default): spaced buttons sharing the row's width (settings drawer, demo toolbar);
   * `compact`: small buttons joined into one outlined strip, as wide as their labels (API sections).
   */
  variant?: 'fill' | 'compact';
  /** Extra `data-*` attributes of one choice's button (analytics tags). */
  buttonAttributes?(value: T): Partial<Record<`data-${string}`, string>>;
};

/**
 * A row of pressed/unpressed buttons for one exclusive choice (mode, direction, TS/JS): native
 * buttons with `aria-pressed` in a labelled group, in the look of MUI's ToggleButtonGroup (MUI's own
 * would render ButtonBase and its ripple for each button of every demo toolbar, on every page and
 * navigation; the API pages' layout switches too). Pressing the chosen button again keeps it
 * chosen: a choice stays made.
 */
export default function ChoiceGroup<T extends string>({
  value,
  choices,
  labelledBy,
  label,
  onChange,
  buttonAttributes,
  variant = 'fill',
}: Props<T>): React.JSX.Element {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-label={label}
      className={clsx(styles.group, variant === 'compact' && styles.compact)}
    >
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
