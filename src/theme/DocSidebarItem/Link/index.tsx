import React from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type { WrapperProps } from '@docusaurus/types';
import NavTags from '@site/src/components/NavTags';
import { tagsOfSidebarItem } from '@site/src/modules/navigation/sidebarItems';

type Props = WrapperProps<typeof LinkType>;

/** Sidebar links with the plan mark and status chips of their navigation entry. */
export default function LinkWrapper(props: Props): React.JSX.Element {
  const tags = tagsOfSidebarItem(props.item);
  if (!tags) return <Link {...props} />;
  const label = (
    <>
      {props.item.label}
      <NavTags tags={tags} />
    </>
  ) as unknown as string;
  return <Link {...props} item={{ ...props.item, label }} />;
}
