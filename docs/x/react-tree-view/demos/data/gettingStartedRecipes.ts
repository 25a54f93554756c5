import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** A cookbook's chapters and recipes: the data of the getting started RichTreeView demo. */
export const COOKBOOK_CHAPTERS: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Buttermilk pancakes' },
      { id: 'shakshuka', label: 'Shakshuka' },
    ],
  },
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'miso', label: 'Miso soup' },
      { id: 'gazpacho', label: 'Gazpacho' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      {
        id: 'cakes',
        label: 'Cakes',
        children: [
          { id: 'carrot-cake', label: 'Carrot cake' },
          { id: 'cheesecake', label: 'Baked cheesecake' },
        ],
      },
      { id: 'sorbet', label: 'Lemon sorbet' },
    ],
  },
];
