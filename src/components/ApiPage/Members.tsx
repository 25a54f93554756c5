import React from 'react';
import type { ApiMember, ApiSignature } from '@site/src/types/apiDocs';
import Entries, { type EntryColumn } from './Entries';
import Marks from './Marks';
import RichText from './RichText';
import { TypeTokens } from './TypeCode';
import { columnTitle, label } from './strings';
import styles from './styles.module.css';

/** The call signature of a function prop, with what its JSDoc says of each parameter and the result. */
function Signature({ signature }: { signature: ApiSignature }): React.JSX.Element {
  const described = signature.params.filter((param) => param.description);
  return (
    <div className={styles.signature}>
      <span className={styles.signatureLabel}>{label.signature()}</span>{' '}
      <code className={styles.type}>
        function(
        {signature.params.map((param, index) => (
          <React.Fragment key={param.name}>
            {index > 0 && ', '}
            {param.name}: <TypeTokens type={param.type} />
          </React.Fragment>
        ))}
        ) =&gt; <TypeTokens type={signature.returns.type} />
      </code>
      {(described.length > 0 || signature.returns.description) && (
        <ul className={styles.signatureDetails}>
          {described.map((param) => (
            <li key={param.name}>
              <code>{param.name}</code>: <RichText text={param.description ?? []} className={styles.inlineText} flat />
            </li>
          ))}
          {signature.returns.description && (
            <li>
              {label.returns()}: <RichText text={signature.returns.description} className={styles.inlineText} flat />
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

export function MemberBody({ member }: { member: ApiMember }): React.JSX.Element {
  return (
    <>
      {member.deprecated && (
        <div className={styles.deprecation}>
          <strong>{label.deprecated()}</strong>
          <RichText text={member.deprecated} />
        </div>
      )}
      <RichText text={member.description} className={styles.description} flat />
      {member.signature && <Signature signature={member.signature} />}
    </>
  );
}

/** Props of a component or properties of an interface. */
export default function Members({
  section,
  members,
}: {
  section: 'props' | 'members';
  members: readonly ApiMember[];
}): React.JSX.Element {
  const prefix = section === 'props' ? 'prop' : 'property';
  const columns: readonly EntryColumn<ApiMember>[] = [
    { title: columnTitle.type(), render: (member) => <TypeTokens type={member.type} />, look: () => 'code' },
    {
      title: columnTitle.default(),
      render: (member) => member.default ?? label.none(),
      look: (member) => (member.default !== undefined ? 'code' : 'muted'),
    },
  ];
  return (
    <Entries
      section={section}
      entries={members}
      idOf={(member) => `${prefix}-${member.name}`}
      nameOf={(member) => member.name}
      marks={(member) => (
        <Marks required={member.required} plan={member.plan} deprecated={member.deprecated !== undefined} />
      )}
      columns={columns}
      widths={['24%', '28%', '14%', '34%']}
      body={(member) => <MemberBody member={member} />}
    />
  );
}
