// Replaced, not wrapped: the original panel takes no id or aria-labelledby for its tab; useTabs is only internal in 3.10.
import React from 'react';
import clsx from 'clsx';
import { useTabs } from '@docusaurus/theme-common/internal';
import type { Props as TabItemProps } from '@theme/TabItem';
import { PageIsBrowserAgain } from '@site/src/modules/tabs/tabsMountedOnce';
import styles from './styles.module.css';

interface Props extends TabItemProps {
  /** Set by the Tabs wrapper: the id of this panel and of the tab that controls it. */
  panelId?: string;
  tabId?: string;
}

/** One tab panel, labelled by its tab. Hidden (not removed) while another tab is selected. */
export default function TabItem({ children, className, value, panelId, tabId }: Props): React.JSX.Element | null {
  const { selectedValue, lazy } = useTabs();
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={tabId}
      className={clsx(styles.panel, className)}
      hidden={!selected}
    >
      <PageIsBrowserAgain>{children}</PageIsBrowserAgain>
    </div>
  );
}
