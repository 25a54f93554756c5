/**
 * The state of a template form checked on submit: the values, the messages shown under the fields,
 * and the inputs to focus. After a failed submit the messages follow each change, so a message goes
 * away as soon as its field is fixed.
 */
import { useCallback, useRef, useState } from 'react';
import { firstInvalidField, isValid, type FieldMessages } from './formValidation';

export interface CheckedForm<Values extends object> {
  readonly values: Values;
  readonly messages: FieldMessages<keyof Values & string>;
  setValue<Field extends keyof Values>(field: Field, value: Values[Field]): void;
  /** A callback ref for the field's input, which `validate` focuses when the field is the first invalid one. */
  register(field: keyof Values & string): (element: HTMLElement | null) => void;
  /** Moves the focus to the field's input, if it is rendered. */
  focus(field: keyof Values & string): void;
  /** Checks every field and shows the messages; focuses the first invalid field. True when the form is valid. */
  validate(): boolean;
  /** Back to the first values, without messages. */
  reset(): void;
}

export function useCheckedForm<Values extends object>(
  order: readonly (keyof Values & string)[],
  initialValues: Values,
  check: (values: Values) => FieldMessages<keyof Values & string>,
): CheckedForm<Values> {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initialValues);
  const [messages, setMessages] = useState<FieldMessages<Field>>({});
  const [checking, setChecking] = useState(false);
  const elements = useRef(new Map<Field, HTMLElement | null>());

  const setValue = useCallback(
    <Key extends keyof Values>(field: Key, value: Values[Key]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (checking) setMessages(check(next));
    },
    [values, checking, check],
  );

  const register = useCallback(
    (field: Field) => (element: HTMLElement | null) => {
      elements.current.set(field, element);
    },
    [],
  );

  const focus = useCallback((field: Field) => {
    elements.current.get(field)?.focus();
  }, []);

  const validate = useCallback(() => {
    const found = check(values);
    setMessages(found);
    setChecking(true);
    const first = firstInvalidField(order, found);
    if (first) focus(first);
    return isValid(found);
  }, [check, order, values, focus]);

  const reset = useCallback(() => {
    setValues(initialValues);
    setMessages({});
    setChecking(false);
  }, [initialValues]);

  return { values, messages, setValue, register, focus, validate, reset };
}
