import * as React from 'react';
import { type ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { SxProps, Theme } from '@mui/material/styles';

interface Identified {
  id: string;
}

export interface GenericListProps<T extends Identified> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  sx?: SxProps<Theme>;
}

export function GenericList<T extends Identified>({ items, renderItem, sx }: GenericListProps<T>) {
  return (
    <List sx={sx}>
      {items.map((item, index) => (
        <ListItem key={item.id}>{renderItem(item, index)}</ListItem>
      ))}
    </List>
  );
}

type Fruit = Identified & { label: string };

const FRUITS: Fruit[] = [
  { id: 'a', label: 'Apple' },
  { id: 'b', label: 'Banana' },
];

export default function GenericListDemo(): React.JSX.Element {
  return <GenericList<Fruit> items={FRUITS} renderItem={(fruit) => fruit.label} />;
}
