import React from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type { WrapperProps } from '@docusaurus/types';
import DocSidebarItems from '@theme/DocSidebarItems';
import NavTags from '@site/src/components/NavTags';
import { isSubheaderItem, tagsOfSidebarItem } from '@site/src/modules/navigation/sidebarItems';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CategoryType>;

/**
 * Sidebar categories: subheaders render as a plain heading over their items; other categories get
 * the tags of their navigation entry (only when they have no page of their own, so the expand
 * button's accessible name stays a plain string).
 */
export default function CategoryWrapper(props: Props): React.JSX.Element {
  const { item, activePath, onItemClick, level } = props;
  const tags = tagsOfSidebarItem(item);
  if (isSubheaderItem(item)) {
    return (
      <li className={`menu__list-item ${styles.subheaderItem}`}>
        <div className={styles.subheader}>
          {item.label}
          {tags && <NavTags tags={tags} />}
        </div>
        <ul className="menu__list">
          <DocSidebarItems items={item.items} activePath={activePath} onItemClick={onItemClick} level={level + 1} />
        </ul>
      </li>
    );
  }
  if (!tags || item.href) return <Category {...props} />;
  const label = (
    <>
      {item.label}
      <NavTags tags={tags} />
    </>
  ) as unknown as string;
  return <Category {...props} item={{ ...item, label }} />;
}
