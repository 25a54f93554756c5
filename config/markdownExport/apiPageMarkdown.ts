/**
 * A generated API reference page (`/x/api/...`, `/api/...`) as Markdown, from the same data the ApiPage
 * component renders (src/types/apiDocs.ts): the title, the plan and deprecation notes, the
 * description, then its sections as the page orders them (imports in a fence, props, slots, CSS
 * classes, members and events as tables, inheritance, demos and index entries as lists), every link
 * absolute. Pure: the markdown-export plugin hands it the pages the api-docs plugin wrote for the locale.
 *
 * The section names are English in every locale: the pages' descriptions come from the packages'
 * English JSDoc, and the Markdown reads as one language.
 */
import type {
  ApiCssClass,
  ApiDemo,
  ApiEvent,
  ApiInheritance,
  ApiMember,
  ApiPageData,
  ApiPageSummary,
  ApiPlan,
  ApiProduct,
  ApiSlot,
  Inline,
  RichText,
  TypeText,
} from '../../src/types/apiDocs';

export interface ApiMarkdownOptions {
  /** The page's title as the page shows it (its h1). */
  readonly title: string;
  /** An absolute address for a site path (`/x/api/...`) or any other link of the data. */
  readonly resolveUrl: (href: string) => string;
}

const PLAN_NAMES: Readonly<Record<ApiPlan, string>> = { community: 'Community', pro: 'Pro', premium: 'Premium' };

/** The products' names as the English API pages write them (src/components/ApiPage/strings.ts). */
const PRODUCT_NAMES: Readonly<Record<ApiProduct, string>> = {
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
  material: 'Material UI',
};

/** The page's title as its h1 reads in English: the sidebar label (or name), and the index and events pages' titles. */
export function apiPageTitle(page: ApiPageData, sidebarLabel?: string): string {
  if (page.kind === 'index') return `${PRODUCT_NAMES[page.product]} API reference`;
  if (page.kind === 'events') return `${PRODUCT_NAMES[page.product]} events`;
  return sidebarLabel ?? page.name;
}

/** Text that stays one table cell: pipes escaped, lines joined. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** A code span that holds any text, backticks included (CommonMark: a longer fence of backticks). */
function codeSpan(code: string): string {
  const longest = Math.max(0, ...Array.from(code.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

function typeText(type: TypeText): string {
  return type.map((token) => (typeof token === 'string' ? token : token.name)).join('');
}

function inline(parts: readonly Inline[], options: ApiMarkdownOptions): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('code' in part)
        return part.href ? `[${codeSpan(part.code)}](${options.resolveUrl(part.href)})` : codeSpan(part.code);
      if ('strong' in part) return `**${part.strong}**`;
      return `[${part.link}](${options.resolveUrl(part.href)})`;
    })
    .join('');
}

/** A description as Markdown blocks: paragraphs and bulleted lists. */
export function richTextMarkdown(text: RichText, options: ApiMarkdownOptions): string {
  return text
    .map((block) =>
      'p' in block ? inline(block.p, options) : block.ul.map((item) => `- ${inline(item, options)}`).join('\n'),
    )
    .join('\n\n');
}

/** A description on one line, for a table cell. */
function richTextCell(text: RichText | undefined, options: ApiMarkdownOptions): string {
  if (!text) return '';
  return cell(
    text
      .map((block) =>
        'p' in block ? inline(block.p, options) : block.ul.map((item) => `• ${inline(item, options)}`).join(' '),
      )
      .join(' '),
  );
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function planMark(plan: ApiPlan | undefined): string {
  return plan && plan !== 'community' ? ` (${PLAN_NAMES[plan]})` : '';
}

function membersTable(members: readonly ApiMember[], options: ApiMarkdownOptions): string {
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    members.map((member) => {
      const deprecated = member.deprecated ? `Deprecated. ${richTextCell(member.deprecated, options)} ` : '';
      return [
        `${codeSpan(member.name)}${member.required ? ' (required)' : ''}${planMark(member.plan)}`,
        codeSpan(cell(typeText(member.type))),
        member.default === undefined ? '' : codeSpan(cell(member.default)),
        cell(`${deprecated}${richTextCell(member.description, options)}`),
      ];
    }),
  );
}

function slotsTable(slots: readonly ApiSlot[], options: ApiMarkdownOptions): string {
  return table(
    ['Slot', 'Default', 'Description'],
    slots.map((slot) => [
      `${codeSpan(slot.name)}${planMark(slot.plan)}`,
      slot.default ? codeSpan(cell(slot.default)) : '',
      richTextCell(slot.description, options),
    ]),
  );
}

function classesTable(classes: readonly ApiCssClass[], options: ApiMarkdownOptions): string {
  return table(
    ['Rule name', 'Global class', 'Description'],
    classes.map((entry) => [
      codeSpan(entry.key),
      codeSpan(`.${entry.className}`),
      cell(
        `${entry.deprecated ? `Deprecated. ${richTextCell(entry.deprecated, options)} ` : ''}${richTextCell(entry.description, options)}`,
      ),
    ]),
  );
}

function eventsTable(events: readonly ApiEvent[], options: ApiMarkdownOptions): string {
  return table(
    ['Event', 'Parameters', 'DOM event', 'Description'],
    events.map((event) => [
      `${codeSpan(event.name)}${planMark(event.plan)}`,
      codeSpan(cell(typeText(event.params))),
      event.event ? codeSpan(cell(typeText(event.event))) : '',
      richTextCell(event.description, options),
    ]),
  );
}

function inheritanceList(inheritance: readonly ApiInheritance[], options: ApiMarkdownOptions): string {
  return inheritance
    .map((entry) => {
      const name = entry.href ? `[${codeSpan(entry.from)}](${options.resolveUrl(entry.href)})` : codeSpan(entry.from);
      const where = entry.listed ? 'listed above' : 'not listed here';
      return `- ${name} from ${codeSpan(entry.package)}: ${entry.count} ${entry.count === 1 ? 'member' : 'members'}, ${where}`;
    })
    .join('\n');
}

function fence(language: string, code: string): string {
  const longest = Math.max(2, ...Array.from(code.matchAll(/`{3,}/g), (match) => match[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code}\n${marks}`;
}

/** The documentation pages that use a component or type, as a list; false when there are none. */
function demosList(demos: readonly ApiDemo[], options: ApiMarkdownOptions): string | false {
  return demos.length > 0 && demos.map((demo) => `- [${demo.title}](${options.resolveUrl(demo.path)})`).join('\n');
}

/** The sections of a page, in the order the page shows them; empty ones are left out. */
function sections(page: ApiPageData, options: ApiMarkdownOptions): Array<readonly [string, string]> {
  const list: Array<readonly [string, string]> = [];
  const add = (title: string, body: string | false): void => {
    if (body) list.push([title, body]);
  };
  switch (page.kind) {
    case 'component':
      add('Import', page.imports.length > 0 && fence('jsx', page.imports.join('\n')));
      add('Props', page.props.length > 0 && membersTable(page.props, options));
      add('Slots', page.slots.length > 0 && slotsTable(page.slots, options));
      add('CSS classes', page.classes.length > 0 && classesTable(page.classes, options));
      add('Inheritance', page.inheritance.length > 0 && inheritanceList(page.inheritance, options));
      add('Demos', demosList(page.demos, options));
      break;
    case 'interface':
      add('Import', page.imports.length > 0 && fence('ts', page.imports.join('\n')));
      add(
        'Definition',
        page.definition !== undefined && fence('ts', `type ${page.name} = ${typeText(page.definition)}`),
      );
      add('Properties', page.members.length > 0 && membersTable(page.members, options));
      add('Inheritance', page.inheritance.length > 0 && inheritanceList(page.inheritance, options));
      add('Demos', demosList(page.demos, options));
      break;
    case 'events':
      add('Events', page.events.length > 0 && eventsTable(page.events, options));
      break;
    case 'index': {
      const groups: Array<readonly [string, (entry: ApiPageSummary) => boolean]> = [
        ['Components', (entry) => entry.kind === 'component' && !entry.icon],
        ['Interfaces', (entry) => entry.kind === 'interface'],
        ['Events', (entry) => entry.kind === 'events'],
        ['Icons', (entry) => entry.kind === 'component' && entry.icon === true],
      ];
      for (const [title, belongs] of groups) {
        const entries = page.entries.filter(belongs);
        add(
          title,
          entries.length > 0 &&
            entries
              .map(
                (entry) =>
                  `- [${entry.name}](${options.resolveUrl(entry.path)})${planMark(entry.plan)}${entry.deprecated ? ' (deprecated)' : ''}`,
              )
              .join('\n'),
        );
      }
      break;
    }
  }
  return list;
}

/** The page as Markdown, ending with a newline. */
export function apiPageToMarkdown(page: ApiPageData, options: ApiMarkdownOptions): string {
  const parts = [`# ${options.title}`];
  if (page.plan !== 'community') parts.push(`> Part of the ${PLAN_NAMES[page.plan]} plan.`);
  if (page.deprecated) parts.push(`> **Deprecated.** ${richTextCell(page.deprecated, options)}`.trimEnd());
  if (page.description.length > 0) parts.push(richTextMarkdown(page.description, options));
  for (const [title, body] of sections(page, options)) parts.push(`## ${title}`, body);
  return `${parts.join('\n\n')}\n`;
}

/** A page's description on one line, for the llms.txt lists. */
export function apiPageSummary(page: ApiPageData): string {
  const first = page.description[0];
  if (!first) return '';
  const text = ('p' in first ? first.p : first.ul.flat())
    .map((part) =>
      typeof part === 'string' ? part : 'code' in part ? part.code : 'strong' in part ? part.strong : part.link,
    )
    .join('');
  return text.replace(/\s+/g, ' ').trim();
}
