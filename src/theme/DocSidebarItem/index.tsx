import React, { memo } from 'react';
import DocSidebarItem from '@theme-original/DocSidebarItem';
import type DocSidebarItemType from '@theme/DocSidebarItem';
import type { WrapperProps } from '@docusaurus/types';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import { sameSidebarItem } from '@site/src/modules/react/renderSkips';

type Props = WrapperProps<typeof DocSidebarItemType>;

/**
 * Sidebar items render again on a client navigation only when they are on the old or the new page's
 * branch (sameSidebarItem in src/modules/react/renderSkips.ts): the others stay as they are.
 */
function DocSidebarItemWrapper(props: Props): React.JSX.Element {
  return <DocSidebarItem {...props} />;
}

export default memo(DocSidebarItemWrapper, (previous, next) => sameSidebarItem(previous, next, isActiveSidebarItem));
