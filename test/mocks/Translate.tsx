import React from 'react';

type Values = Record<string, React.ReactNode>;

function interpolate(message: string, values?: Values): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

/** Test stand-in for @docusaurus/Translate: returns the default (English) message. */
export function translate(
  { message }: { id?: string; message: string; description?: string },
  values?: Values,
): string {
  return interpolate(message, values);
}

export default function Translate({
  children,
  values,
}: {
  id?: string;
  children: string;
  values?: Values;
}): React.JSX.Element {
  return <>{interpolate(children, values)}</>;
}
