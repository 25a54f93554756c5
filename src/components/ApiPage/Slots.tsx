import React from 'react';
import Link from '@docusaurus/Link';
import { parseInline } from '@site/src/modules/apiDocs/richText';
import type { ApiSlot } from '@site/src/types/apiDocs';
import Entries, { type CellLook } from './Entries';
import Marks from './Marks';
import RichText, { InlineText } from './RichText';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

const NO_LINKS = (): undefined => undefined;

/** Whether the slot's default is a component's name (shown in code font), not a sentence about it. */
const namesComponent = (slot: ApiSlot): boolean =>
  slot.default !== undefined && /^[A-Za-z_$][\w$.]*$/.test(slot.default);

/** How the default component's cell reads: a name in code font, a sentence as text, or a muted none. */
function defaultLook(slot: ApiSlot): CellLook | undefined {
  if (!slot.default) return 'muted';
  return namesComponent(slot) ? 'code' : undefined;
}

/** The default component: a name (linked when it has a page), or the JSDoc's sentence about it. */
function DefaultComponent({ slot }: { slot: ApiSlot }): React.JSX.Element {
  if (!slot.default) return <>{label.none()}</>;
  if (!namesComponent(slot)) return <InlineText parts={parseInline(slot.default, NO_LINKS)} />;
  return slot.defaultHref ? <Link to={slot.defaultHref}>{slot.default}</Link> : <>{slot.default}</>;
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
      columns={[
        {
          title: columnTitle.defaultComponent(),
          render: (slot) => <DefaultComponent slot={slot} />,
          look: defaultLook,
        },
      ]}
      widths={['24%', '26%', '50%']}
      body={(slot) => <RichText text={slot.description} className={styles.description} flat />}
    />
  );
}
