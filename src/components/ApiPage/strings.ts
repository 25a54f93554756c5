import { translate } from '@docusaurus/Translate';
import type { ApiProduct } from '@site/src/types/apiDocs';
import type { LayoutSection, SectionLayout } from '@site/src/modules/apiDocs/sectionLayout';

/** The UI strings of the API pages (every one through translate(), so write-translations finds it). */

export function productName(product: ApiProduct): string {
  switch (product) {
    case 'data-grid':
      return translate({
        id: 'apiPage.product.dataGrid',
        message: 'Data Grid',
        description: 'Product name on API pages',
      });
    case 'date-pickers':
      return translate({
        id: 'apiPage.product.datePickers',
        message: 'Date and Time Pickers',
        description: 'Product name on API pages',
      });
    case 'charts':
      return translate({ id: 'apiPage.product.charts', message: 'Charts', description: 'Product name on API pages' });
    case 'tree-view':
      return translate({
        id: 'apiPage.product.treeView',
        message: 'Tree View',
        description: 'Product name on API pages',
      });
    case 'material':
      return translate({
        id: 'apiPage.product.material',
        message: 'Material UI',
        description: 'Product name on API pages',
      });
  }
}

export const sectionTitle = {
  import: () =>
    translate({ id: 'apiPage.section.import', message: 'Import', description: 'API page section: import statements' }),
  props: () =>
    translate({ id: 'apiPage.section.props', message: 'Props', description: 'API page section: component props' }),
  members: () =>
    translate({
      id: 'apiPage.section.members',
      message: 'Properties',
      description: 'API page section: interface members',
    }),
  definition: () =>
    translate({
      id: 'apiPage.section.definition',
      message: 'Definition',
      description: 'API page section: what a type alias stands for',
    }),
  slots: () =>
    translate({
      id: 'apiPage.section.slots',
      message: 'Slots',
      description: 'API page section: replaceable inner components',
    }),
  classes: () =>
    translate({
      id: 'apiPage.section.classes',
      message: 'CSS classes',
      description: 'API page section: global CSS class names',
    }),
  inheritance: () =>
    translate({
      id: 'apiPage.section.inheritance',
      message: 'Inheritance',
      description: 'API page section: where the props come from',
    }),
  demos: () =>
    translate({
      id: 'apiPage.section.demos',
      message: 'Demos',
      description: 'API page section: documentation pages that use the component',
    }),
  events: () =>
    translate({ id: 'apiPage.section.events', message: 'Events', description: 'API page section: list of events' }),
  components: () =>
    translate({
      id: 'apiPage.section.components',
      message: 'Components',
      description: 'API index section: components',
    }),
  icons: () =>
    translate({ id: 'apiPage.section.icons', message: 'Icons', description: 'API index section: icon components' }),
  interfaces: () =>
    translate({
      id: 'apiPage.section.interfaces',
      message: 'Interfaces',
      description: 'API index section: interfaces and types',
    }),
};

export const columnTitle = {
  name: () => translate({ id: 'apiPage.column.name', message: 'Name', description: 'API table column: name' }),
  type: () => translate({ id: 'apiPage.column.type', message: 'Type', description: 'API table column: type' }),
  default: () =>
    translate({ id: 'apiPage.column.default', message: 'Default', description: 'API table column: default value' }),
  description: () =>
    translate({
      id: 'apiPage.column.description',
      message: 'Description',
      description: 'API table column: description',
    }),
  defaultComponent: () =>
    translate({
      id: 'apiPage.column.defaultComponent',
      message: 'Default component',
      description: 'API slots table column: the component used by default',
    }),
  className: () =>
    translate({
      id: 'apiPage.column.className',
      message: 'Class name',
      description: 'API CSS table column: global class name',
    }),
  rule: () =>
    translate({
      id: 'apiPage.column.rule',
      message: 'Rule name',
      description: 'API CSS table column: key in the classes prop',
    }),
  params: () =>
    translate({
      id: 'apiPage.column.params',
      message: 'Parameters',
      description: 'API events table column: the params passed to listeners',
    }),
  event: () =>
    translate({
      id: 'apiPage.column.event',
      message: 'Event',
      description: 'API events table column: the DOM event passed to listeners',
    }),
};

export function layoutSwitchLabel(section: LayoutSection): string {
  switch (section) {
    case 'props':
      return translate({
        id: 'apiPage.layout.props',
        message: 'Layout of the props',
        description: 'Accessible name of the table/list switch of the props section',
      });
    case 'slots':
      return translate({
        id: 'apiPage.layout.slots',
        message: 'Layout of the slots',
        description: 'Accessible name of the table/list switch of the slots section',
      });
    case 'classes':
      return translate({
        id: 'apiPage.layout.classes',
        message: 'Layout of the CSS classes',
        description: 'Accessible name of the table/list switch of the CSS section',
      });
    case 'members':
      return translate({
        id: 'apiPage.layout.members',
        message: 'Layout of the properties',
        description: 'Accessible name of the table/list switch of the properties section',
      });
    case 'events':
      return translate({
        id: 'apiPage.layout.events',
        message: 'Layout of the events',
        description: 'Accessible name of the table/list switch of the events section',
      });
  }
}

export function layoutName(layout: SectionLayout): string {
  return layout === 'table'
    ? translate({ id: 'apiPage.layout.table', message: 'Table', description: 'API section layout: a table' })
    : translate({ id: 'apiPage.layout.list', message: 'List', description: 'API section layout: a list' });
}

export const label = {
  required: () => translate({ id: 'apiPage.required', message: 'Required', description: 'Mark of a required prop' }),
  deprecated: () =>
    translate({
      id: 'apiPage.deprecated',
      message: 'Deprecated',
      description: 'Mark of a deprecated prop, class or component',
    }),
  signature: () =>
    translate({
      id: 'apiPage.signature',
      message: 'Signature:',
      description: 'Label before the call signature of a function prop',
    }),
  returns: () =>
    translate({
      id: 'apiPage.returns',
      message: 'Returns',
      description: 'Label of the return value of a function prop',
    }),
  none: () =>
    translate({
      id: 'apiPage.none',
      message: 'none',
      description: 'Shown in the default column when a prop has no default value',
    }),
  copyLink: (name: string) =>
    translate(
      {
        id: 'apiPage.anchor',
        message: 'Link to {name}',
        description: 'Accessible name of the anchor link of a prop, slot or class',
      },
      { name },
    ),
};
