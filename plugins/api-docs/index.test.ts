import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docUsageText } from './index';

describe('docUsageText', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-docs-usage-'));
    fs.mkdirSync(path.join(dir, 'demos'));
    fs.writeFileSync(path.join(dir, 'demos/Basic.tsx'), "import { DataGrid } from '@mui/x-data-grid';\nexport default function Basic() { return null; }\n");
    fs.writeFileSync(path.join(dir, 'demos/Other.tsx'), "import { LineChart } from '@mui/x-charts';\n");
    fs.writeFileSync(path.join(dir, 'page.mdx'), "---\ntitle: Page\n---\n\nimport Other from './demos/Other';\n\n<Demo file=\"./demos/Basic.tsx\" />\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the page and the demos it embeds or imports', () => {
    const text = docUsageText(path.join(dir, 'page.mdx'));
    expect(text).toContain('<Demo file="./demos/Basic.tsx" />');
    expect(text).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(text).toContain("import { LineChart } from '@mui/x-charts';");
  });

  it('is empty for a missing file', () => {
    expect(docUsageText(path.join(dir, 'missing.mdx'))).toBe('');
  });
});
