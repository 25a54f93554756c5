import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {
  ApiComponentPage,
  ApiEventsPage,
  ApiIndexPage,
  ApiInterfacePage,
  ApiPageData,
} from '@site/src/types/apiDocs';
import CssClasses from './CssClasses';
import Demos from './Demos';
import Events from './Events';
import IndexEntries from './IndexEntries';
import Inheritance from './Inheritance';
import Members from './Members';
import Slots from './Slots';
import TypeCode from './TypeCode';
import { productName, sectionTitle } from './strings';

/** One `##` section of an API page: its anchor, heading and content. */
export interface ApiSection {
  readonly id: string;
  readonly title: string;
  readonly content: React.ReactNode;
}

function importSection(imports: readonly string[]): ApiSection {
  return {
    id: 'import',
    title: sectionTitle.import(),
    content: <CodeBlock language="tsx">{imports.join('\n')}</CodeBlock>,
  };
}

function componentSections(page: ApiComponentPage): ApiSection[] {
  const sections: ApiSection[] = [importSection(page.imports)];
  if (page.props.length > 0)
    sections.push({
      id: 'props',
      title: sectionTitle.props(),
      content: <Members section="props" members={page.props} />,
    });
  if (page.slots.length > 0)
    sections.push({ id: 'slots', title: sectionTitle.slots(), content: <Slots slots={page.slots} /> });
  if (page.classes.length > 0)
    sections.push({ id: 'css', title: sectionTitle.classes(), content: <CssClasses classes={page.classes} /> });
  if (page.inheritance.length > 0)
    sections.push({
      id: 'inheritance',
      title: sectionTitle.inheritance(),
      content: <Inheritance groups={page.inheritance} />,
    });
  if (page.demos.length > 0)
    sections.push({ id: 'demos', title: sectionTitle.demos(), content: <Demos demos={page.demos} /> });
  return sections;
}

function interfaceSections(page: ApiInterfacePage): ApiSection[] {
  const sections: ApiSection[] = [importSection(page.imports)];
  if (page.definition) {
    sections.push({
      id: 'definition',
      title: sectionTitle.definition(),
      content: (
        <p>
          <code>type {page.name} = </code>
          <TypeCode type={page.definition} />
        </p>
      ),
    });
  }
  if (page.members.length > 0)
    sections.push({
      id: 'properties',
      title: sectionTitle.members(),
      content: <Members section="members" members={page.members} />,
    });
  if (page.inheritance.length > 0)
    sections.push({
      id: 'inheritance',
      title: sectionTitle.inheritance(),
      content: <Inheritance groups={page.inheritance} />,
    });
  if (page.demos.length > 0)
    sections.push({ id: 'demos', title: sectionTitle.demos(), content: <Demos demos={page.demos} /> });
  return sections;
}

function eventsSections(page: ApiEventsPage): ApiSection[] {
  return [{ id: 'events', title: sectionTitle.events(), content: <Events events={page.events} /> }];
}

function indexSections(page: ApiIndexPage): ApiSection[] {
  const components = page.entries.filter((entry) => entry.kind === 'component' && !entry.icon);
  const icons = page.entries.filter((entry) => entry.kind === 'component' && entry.icon);
  const interfaces = page.entries.filter((entry) => entry.kind === 'interface');
  const events = page.entries.find((entry) => entry.kind === 'events');
  const sections: ApiSection[] = [];
  if (components.length > 0)
    sections.push({
      id: 'components',
      title: sectionTitle.components(),
      content: <IndexEntries entries={components} />,
    });
  if (interfaces.length > 0)
    sections.push({
      id: 'interfaces',
      title: sectionTitle.interfaces(),
      content: <IndexEntries entries={interfaces} />,
    });
  if (events) {
    sections.push({
      id: 'events',
      title: sectionTitle.events(),
      content: (
        <p>
          <Translate
            id="apiPage.index.events"
            description="API index: link to the events list"
            values={{ product: productName(page.product), link: <Link to={events.path}>{sectionTitle.events()}</Link> }}
          >
            {'{link}: every event of the {product}, with its parameters.'}
          </Translate>
        </p>
      ),
    });
  }
  if (icons.length > 0)
    sections.push({ id: 'icons', title: sectionTitle.icons(), content: <IndexEntries entries={icons} /> });
  return sections;
}

/** The sections of a page, by kind. */
export function sectionsOf(page: ApiPageData): ApiSection[] {
  switch (page.kind) {
    case 'component':
      return componentSections(page);
    case 'interface':
      return interfaceSections(page);
    case 'events':
      return eventsSections(page);
    case 'index':
      return indexSections(page);
  }
}
