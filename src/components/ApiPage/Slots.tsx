import React from 'react';
import Link from '@docusaurus/Link';
import type { ApiSlot } from '@site/src/modules/apiDocs/types';
import Entries from './Entries';
import Marks from './Marks';
import RichText from './RichText';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

function DefaultComponent({ slot }: { slot: ApiSlot }): React.JSX.Element {
  if (!slot.default) return <span className={styles.muted}>{label.none()}</span>;
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
      body={(slot) => <RichText text={slot.description} className={styles.description} />}
    />
  );
}
