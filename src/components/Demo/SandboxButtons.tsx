import React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { translate } from '@docusaurus/Translate';
import { demoEventAttributes } from '@site/src/modules/analytics';
import type { CodeStyling, CodeVariant } from '@site/src/modules/codePreferences/codePreferences';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';
import { codesandboxFields, postForm, stackblitzFields } from '@site/src/modules/sandbox/forms';
import { sandboxProject } from '@site/src/modules/sandbox/project';
import { useSandboxVersions } from '@site/src/modules/sandbox/useSandboxVersions';
import type { DemoSources } from '../../types/demo';
import ToolbarIconButton from './ToolbarIconButton';

// The services' marks, from Simple Icons (CC0).
function StackBlitzIcon(props: SvgIconProps): React.JSX.Element {
  return (
    <SvgIcon {...props}>
      <path d="M10.797 14.182H3.635L16.728 0l-3.525 9.818h7.162L7.272 24l3.524-9.818Z" />
    </SvgIcon>
  );
}

function CodeSandboxIcon(props: SvgIconProps): React.JSX.Element {
  return (
    <SvgIcon {...props}>
      <path d="M0 24H24V0H0V2.455H21.546V21.546H2.455V0H0Z" />
    </SvgIcon>
  );
}

interface Props {
  sources: DemoSources;
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/**
 * "Open in StackBlitz" and "Open in CodeSandbox": each posts the demo as a whole Vite project
 * (src/modules/sandbox) to the service in a new tab, by a form the reader's click submits. A
 * service whose address is empty (PORTAL_STACKBLITZ_URL, PORTAL_CODESANDBOX_URL) has no button.
 */
export default function SandboxButtons({ sources, codeVariant, codeStyling }: Props): React.JSX.Element | null {
  const { stackblitzUrl, codesandboxUrl } = useServiceUrls();
  const versions = useSandboxVersions();
  const open = (action: string, fields: typeof stackblitzFields) => () => {
    const project = sandboxProject({
      sources,
      codeVariant,
      codeStyling,
      versions,
      pageTitle: document.title,
      pageUrl: window.location.href.replace(/#.*$/, ''),
    });
    postForm(action, fields(project));
  };
  const stackblitzLabel = translate({
    id: 'demo.openStackBlitz',
    message: 'Open in StackBlitz',
    description: 'Demo toolbar: open the demo as a project on StackBlitz (new tab)',
  });
  const codesandboxLabel = translate({
    id: 'demo.openCodeSandbox',
    message: 'Open in CodeSandbox',
    description: 'Demo toolbar: open the demo as a project on CodeSandbox (new tab)',
  });
  if (!stackblitzUrl && !codesandboxUrl) return null;
  return (
    <>
      {stackblitzUrl && (
        <ToolbarIconButton
          label={stackblitzLabel}
          onClick={open(stackblitzUrl, stackblitzFields)}
          {...demoEventAttributes('open-stackblitz', sources.name)}
        >
          <StackBlitzIcon fontSize="small" />
        </ToolbarIconButton>
      )}
      {codesandboxUrl && (
        <ToolbarIconButton
          label={codesandboxLabel}
          onClick={open(codesandboxUrl, codesandboxFields)}
          {...demoEventAttributes('open-codesandbox', sources.name)}
        >
          <CodeSandboxIcon fontSize="small" />
        </ToolbarIconButton>
      )}
    </>
  );
}
