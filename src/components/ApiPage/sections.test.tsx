/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type {
  ApiComponentPage,
  ApiEventsPage,
  ApiIndexPage,
  ApiInterfacePage,
  ApiMember,
  ApiPageSummary,
} from '@site/src/types/apiDocs';
import { sectionsOf } from './sections';

const base = {
  product: 'data-grid',
  slug: 'x',
  path: '/x/api/data-grid/x',
  plan: 'community',
  description: [],
} as const;
const member: ApiMember = { name: 'rows', type: ['string[]'], description: [], required: false, declaredIn: 'P' };
const inheritance = [{ from: 'P', package: '@mui/x-data-grid', count: 1, listed: true }];
const demos = [{ title: 'Overview', path: '/x/react-data-grid' }];

const emptyComponent: ApiComponentPage = {
  ...base,
  kind: 'component',
  name: 'DataGrid',
  imports: ["import { DataGrid } from '@mui/x-data-grid/DataGrid';", "import { DataGrid } from '@mui/x-data-grid';"],
  props: [],
  slots: [],
  classes: [],
  inheritance: [],
  demos: [],
  icon: false,
};
const fullComponent: ApiComponentPage = {
  ...emptyComponent,
  props: [member],
  slots: [{ name: 'toolbar', description: [] }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: [] }],
  inheritance,
  demos,
};
const emptyInterface: ApiInterfacePage = {
  ...base,
  kind: 'interface',
  name: 'GridSortModel',
  imports: ["import type { GridSortModel } from '@mui/x-data-grid';"],
  members: [],
  inheritance: [],
  demos: [],
};
const entry = (kind: ApiPageSummary['kind'], name: string, icon?: boolean): ApiPageSummary => ({
  kind,
  name,
  path: `/x/api/data-grid/${name}`,
  plan: 'community',
  ...(icon === undefined ? {} : { icon }),
});

const ids = (sections: ReturnType<typeof sectionsOf>) => sections.map((section) => section.id);
const titles = (sections: ReturnType<typeof sectionsOf>) => sections.map((section) => section.title);

describe('sectionsOf', () => {
  describe('component pages', () => {
    it('always have the import section, with every import line in one TSX block', () => {
      const sections = sectionsOf(emptyComponent);
      expect(ids(sections)).toEqual(['import']);
      render(<>{sections[0]!.content}</>);
      const code = screen.getByText(/import \{ DataGrid \}/);
      expect(code).toHaveAttribute('data-language', 'tsx');
      expect(code.textContent).toBe(emptyComponent.imports.join('\n'));
    });

    it('add props, slots, CSS classes, inheritance and demos, in that order, each only when it has entries', () => {
      const sections = sectionsOf(fullComponent);
      expect(ids(sections)).toEqual(['import', 'props', 'slots', 'css', 'inheritance', 'demos']);
      expect(titles(sections)).toEqual(['Import', 'Props', 'Slots', 'CSS classes', 'Inheritance', 'Demos']);
      expect(ids(sectionsOf({ ...emptyComponent, slots: fullComponent.slots, demos }))).toEqual([
        'import',
        'slots',
        'demos',
      ]);
      expect(ids(sectionsOf({ ...emptyComponent, classes: fullComponent.classes, inheritance }))).toEqual([
        'import',
        'css',
        'inheritance',
      ]);
    });
  });

  describe('interface pages', () => {
    it('have the import, then properties, inheritance and demos when they have entries', () => {
      expect(ids(sectionsOf(emptyInterface))).toEqual(['import']);
      const sections = sectionsOf({ ...emptyInterface, members: [member], inheritance, demos });
      expect(ids(sections)).toEqual(['import', 'properties', 'inheritance', 'demos']);
      expect(titles(sections)[1]).toBe('Properties');
    });

    it("show a type alias's definition after the import", () => {
      const sections = sectionsOf({
        ...emptyInterface,
        definition: [{ name: 'GridSortItem', href: '/x/api/data-grid/grid-sort-item' }, '[]'],
      });
      expect(ids(sections)).toEqual(['import', 'definition']);
      render(<>{sections[1]!.content}</>);
      expect(screen.getByText('type GridSortModel =', { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'GridSortItem' })).toHaveAttribute(
        'href',
        '/x/api/data-grid/grid-sort-item',
      );
    });
  });

  it('give the events page one events section', () => {
    const page: ApiEventsPage = { ...base, kind: 'events', name: 'events', source: 'GridEventLookup', events: [] };
    expect(ids(sectionsOf(page))).toEqual(['events']);
    expect(titles(sectionsOf(page))).toEqual(['Events']);
  });

  describe('index pages', () => {
    const index = (entries: ApiPageSummary[]): ApiIndexPage => ({ ...base, kind: 'index', name: 'index', entries });

    it('split the entries into components, interfaces, the events link and icons, in that order', () => {
      const sections = sectionsOf(
        index([
          entry('component', 'AddIcon', true),
          entry('events', 'events'),
          entry('interface', 'GridColDef'),
          entry('component', 'DataGrid', false),
        ]),
      );
      expect(ids(sections)).toEqual(['components', 'interfaces', 'events', 'icons']);
      expect(titles(sections)).toEqual(['Components', 'Interfaces', 'Events', 'Icons']);
      render(<>{sections[0]!.content}</>);
      expect(screen.getByRole('link', { name: /DataGrid/ })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /AddIcon/ })).not.toBeInTheDocument();
    });

    it('leave out the sections that have no entries', () => {
      expect(ids(sectionsOf(index([entry('interface', 'AxisConfig')])))).toEqual(['interfaces']);
      expect(ids(sectionsOf(index([entry('component', 'BarChart')])))).toEqual(['components']);
      expect(ids(sectionsOf(index([])))).toEqual([]);
    });
  });
});
