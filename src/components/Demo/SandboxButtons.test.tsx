/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { mockDocusaurusContext } from '@site/test/mocks/useDocusaurusContext';
import SandboxButtons from './SandboxButtons';
import type { DemoSources } from '../../types/demo';

const SOURCES: DemoSources = {
  name: 'CounterDemo',
  file: 'docs/x/example/demos/CounterDemo.tsx',
  ts: "import Button from '@mui/material/Button';\nexport default function CounterDemo() { return <Button />; }\n",
  js: "import Button from '@mui/material/Button';\nexport default function CounterDemo() { return <Button />; }\n",
  variants: {},
};

const VERSIONS = {
  react: '18.3.1',
  'react-dom': '18.3.1',
  '@mui/material': '5.18.0',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  typescript: '5.9.3',
  '@types/react': '18.3.18',
  '@types/react-dom': '18.3.5',
};

let posted: { action: string; fields: [string, string][] }[] = [];

beforeEach(() => {
  posted = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.getAttribute('action') ?? '',
      fields: Array.from(this.querySelectorAll('input')).map((input) => [input.name, input.value]),
    });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  mockDocusaurusContext.siteConfig.customFields = {};
});

describe('<SandboxButtons>', () => {
  it('posts the demo project to the configured StackBlitz and CodeSandbox addresses', () => {
    mockDocusaurusContext.siteConfig.customFields = {
      services: { stackblitzUrl: '/__fakes/stackblitz/run', codesandboxUrl: '/__fakes/codesandbox/define' },
      sandboxVersions: VERSIONS,
    };
    render(<SandboxButtons sources={SOURCES} codeVariant="TS" codeStyling="system" />);
    const stackblitz = screen.getByRole('button', { name: 'Open in StackBlitz' });
    expect(stackblitz).toHaveAttribute('data-ga-event-action', 'open-stackblitz');
    expect(stackblitz).toHaveAttribute('data-ga-event-label', 'CounterDemo');
    fireEvent.click(stackblitz);
    fireEvent.click(screen.getByRole('button', { name: 'Open in CodeSandbox' }));
    expect(posted.map((form) => form.action)).toEqual(['/__fakes/stackblitz/run', '/__fakes/codesandbox/define']);
    const fields = new Map(posted[0]!.fields);
    expect(fields.get('project[template]')).toBe('node');
    expect(fields.get('project[files][src/CounterDemo.tsx]')).toBe(SOURCES.ts);
    expect(JSON.parse(fields.get('project[files][package.json]')!).dependencies['@mui/material']).toBe('5.18.0');
    expect(posted[1]!.fields.map(([name]) => name)).toEqual(['parameters']);
    expect(document.querySelector('form')).toBeNull();
  });

  it('renders no button for a service whose address is empty', () => {
    mockDocusaurusContext.siteConfig.customFields = { services: { stackblitzUrl: '', codesandboxUrl: '' } };
    const { container } = render(<SandboxButtons sources={SOURCES} codeVariant="JS" codeStyling="system" />);
    expect(container).toBeEmptyDOMElement();
  });
});
