import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** An outdoor shop's catalog: departments, categories and products. */
export const PRODUCT_CATALOG: TreeViewBaseItem[] = [
  {
    id: 'camping',
    label: 'Camping',
    children: [
      {
        id: 'tents',
        label: 'Tents',
        children: [
          { id: 'tent-2p', label: 'Two-person dome tent' },
          { id: 'tent-4p', label: 'Four-person tunnel tent' },
        ],
      },
      {
        id: 'sleeping',
        label: 'Sleeping',
        children: [
          { id: 'bag-down', label: 'Down sleeping bag' },
          { id: 'pad-foam', label: 'Foam sleeping pad' },
        ],
      },
    ],
  },
  {
    id: 'climbing',
    label: 'Climbing',
    children: [
      { id: 'harness', label: 'Harness' },
      { id: 'rope-60m', label: 'Dynamic rope, 60 m' },
      { id: 'chalk-bag', label: 'Chalk bag' },
    ],
  },
  {
    id: 'water',
    label: 'Water sports',
    children: [
      { id: 'kayak', label: 'Sit-on-top kayak' },
      { id: 'paddle', label: 'Carbon paddle' },
    ],
  },
];
