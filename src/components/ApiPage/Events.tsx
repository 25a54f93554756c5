import React from 'react';
import type { ApiEvent } from '@site/src/types/apiDocs';
import Entries from './Entries';
import Marks from './Marks';
import RichText from './RichText';
import { TypeTokens } from './TypeCode';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

/** The events a component emits: name, the params and DOM event its listeners get, and when it fires. */
export default function Events({ events }: { events: readonly ApiEvent[] }): React.JSX.Element {
  return (
    <Entries
      section="events"
      entries={events}
      idOf={(event) => `event-${event.name}`}
      nameOf={(event) => event.name}
      marks={(event) => <Marks plan={event.plan} />}
      columns={[
        { title: columnTitle.params(), render: (event) => <TypeTokens type={event.params} />, look: () => 'code' },
        {
          title: columnTitle.event(),
          render: (event) => (event.event ? <TypeTokens type={event.event} /> : label.none()),
          look: (event) => (event.event ? 'code' : 'muted'),
        },
      ]}
      widths={['22%', '24%', '20%', '34%']}
      body={(event) => <RichText text={event.description} className={styles.description} flat />}
    />
  );
}
