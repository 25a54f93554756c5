import fs from 'node:fs';
import path from 'node:path';
import { changelogIdentifiers, formerNamesOf, installedChangelogNames, migrationGuideOf } from './formerNames';
import { FORMER_NAMES } from './formerNamesData';
import { installedNames } from './knownNames';

const project = path.resolve(__dirname, '..', '..', '..');

describe('former API names', () => {
  it('knows the migration guides, in English and Chinese, and nothing else', () => {
    expect(migrationGuideOf('docs/x/migration/migration-pickers-v5.mdx')).toBe('migration-pickers-v5');
    expect(
      migrationGuideOf('i18n/zh/docusaurus-plugin-content-docs-x/current/migration/migration-tree-view-v6.mdx'),
    ).toBe('migration-tree-view-v6');
    expect(migrationGuideOf('docs/x/react-tree-view/index.mdx')).toBeUndefined();
    expect(migrationGuideOf('docs/core/migration/guide.mdx')).toBeUndefined();
  });

  it('knows the historical Material UI guides among the core guides, and no other guide', () => {
    expect(migrationGuideOf('docs/core/guides/migration-v3.mdx')).toBe('migration-v3');
    expect(migrationGuideOf('i18n/zh/docusaurus-plugin-content-docs/current/guides/migration-v0x.mdx')).toBe(
      'migration-v0x',
    );
    expect(migrationGuideOf('docs/core/guides/testing.mdx')).toBeUndefined();
    expect(migrationGuideOf('docs/core/components/migration-v3.mdx')).toBeUndefined();
  });

  it('reads the names a changelog writes in inline code', () => {
    const names = changelogIdentifiers('- Rename `nodeId` to `itemId` (#123)\n- The `onNodeToggle` prop is gone.');
    expect(names).toEqual(new Set(['nodeId', 'itemId', 'onNodeToggle']));
  });

  it('reads the installed changelogs: 7.0 removed nodeId from the tree view', () => {
    expect(installedChangelogNames(project).has('nodeId')).toBe(true);
  });

  it('lets only a migration guide write a former name', () => {
    const changelog = new Set(['nodeId']);
    expect(formerNamesOf('docs/x/migration/migration-tree-view-v6.mdx', changelog).has('nodeId')).toBe(true);
    expect(formerNamesOf('docs/x/react-tree-view/index.mdx', changelog).has('nodeId')).toBe(false);
    expect(formerNamesOf('docs/core/guides/migration-v3.mdx', new Set()).has('headlineMapping')).toBe(true);
    expect(formerNamesOf('docs/core/guides/typescript.mdx', new Set()).has('headlineMapping')).toBe(false);
  });

  const listed = Object.entries(FORMER_NAMES).flatMap(([guide, names]) =>
    Object.entries(names).map(([name, reason]) => [guide, name, reason] as const),
  );
  const { identifiers, strings } = installedNames(project);
  it.each(listed.length > 0 ? listed : [['(none)', '(none)', 'no former names listed yet']])(
    '%s: %s has a reason and is not declared by the installed packages',
    (guide, name, reason) => {
      expect(reason.trim().length).toBeGreaterThan(5);
      if (guide === '(none)') return;
      // The guide exists, as an MUI X migration page or as a core guide.
      const files = [`docs/x/migration/${guide}.mdx`, `docs/core/guides/${guide}.mdx`];
      const file = files.find((candidate) => fs.existsSync(path.join(project, candidate)));
      expect(file).toBeDefined();
      expect(migrationGuideOf(file!)).toBe(guide);
      // A declared name needs no entry: it is known anyway.
      expect(identifiers.has(name) || strings.has(name)).toBe(false);
    },
  );
});
