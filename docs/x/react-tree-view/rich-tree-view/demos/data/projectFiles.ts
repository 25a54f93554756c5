import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

/** The source tree of a small web application: folders have `children`, files do not. */
export const PROJECT_FILES: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/Footer.tsx', label: 'Footer.tsx' },
          { id: 'src/components/SearchBox.tsx', label: 'SearchBox.tsx' },
        ],
      },
      {
        id: 'src/pages',
        label: 'pages',
        children: [
          { id: 'src/pages/index.tsx', label: 'index.tsx' },
          { id: 'src/pages/pricing.tsx', label: 'pricing.tsx' },
        ],
      },
      { id: 'src/App.tsx', label: 'App.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [
      { id: 'public/favicon.svg', label: 'favicon.svg' },
      { id: 'public/robots.txt', label: 'robots.txt' },
    ],
  },
  { id: 'package.json', label: 'package.json' },
  { id: 'README.md', label: 'README.md' },
];
