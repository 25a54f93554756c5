import React from 'react';
import Link from '@docusaurus/Link';
import { parseInline } from '@site/src/modules/apiDocs/richText';
import type { ApiSlot } from '@site/src/types/apiDocs';
import Entries from './Entries';
import Marks from './Marks';
import RichText, { InlineText } from './RichText';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

const NO_LINKS = (): undefined => undefined;

/** The default component: a name (linked when it has a page), or the JSDoc's sentence about it. */
function DefaultComponent({ slot }: { slot: ApiSlot }): React.JSX.Element {
  if (!slot.default) return <span className={styles.muted}>{label.none()}</span>;
  if (!/^[A-Za-z_$][\w$.]*$/.test(slot.default)) return <InlineText parts={parseInline(slot.default, NO_LINKS)} />;
  const code = <code>{slot.default}</code>;
  return slot.defaultHref ? <Link to={slot.defaultHref}>{code}</Link> : code;
}

/** The slots of a component: the inner components a reader can replace through the `slots` prop. */
export default function Slots({ slots }: { slots: readonly ApiSlot[] }): React.JSX.Element {
  return (
    <Entries
      section="slots"
      entries={slots}
      idOf={(slot) => `slot-${slot.name}`}
      nameOf={(slot) => slot.name}
      marks={(slot) => <Marks plan={slot.plan} />}
      columns={[{ title: columnTitle.defaultComponent(), render: (slot) => <DefaultComponent slot={slot} /> }]}
      widths={['24%', '26%', '50%']}
      body={(slot) => <RichText text={slot.description} className={styles.description} flat />}
    />
  );
}
