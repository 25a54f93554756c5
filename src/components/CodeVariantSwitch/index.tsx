import React, { useId } from 'react';
import { translate } from '@docusaurus/Translate';
import ChoiceGroup, { type Choice } from '@site/src/components/ChoiceGroup';
import type { CodeVariant } from '@site/src/modules/codePreferences/codePreferences';
import styles from './styles.module.css';

const CHOICES: readonly Choice<CodeVariant>[] = [
  { value: 'TS', label: 'TS', icon: null },
  { value: 'JS', label: 'JS', icon: null },
];

interface Props {
  value: CodeVariant;
  onChange(value: CodeVariant): void;
  /** Extra attributes per button (the demo toolbar tags them for analytics). */
  buttonAttributes?: (value: CodeVariant) => Record<string, string>;
}

/** The TS/JS switch of demos and code blocks with variants: one labelled pair of toggle buttons. */
export default function CodeVariantSwitch({ value, onChange, buttonAttributes }: Props): React.JSX.Element {
  const labelId = useId();
  return (
    <div className={styles.switch}>
      <ChoiceGroup
        value={value}
        labelledBy={labelId}
        onChange={onChange}
        choices={CHOICES}
        buttonAttributes={buttonAttributes}
      />
      <span id={labelId} hidden>
        {translate({
          id: 'demo.variant',
          message: 'Code language',
          description: 'Label of the TypeScript / JavaScript switch',
        })}
      </span>
    </div>
  );
}
