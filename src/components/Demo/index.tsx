import React, { useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import Divider from '@mui/material/Divider';
import { ThemeProvider } from '@mui/material/styles';
import CodeIcon from '@mui/icons-material/Code';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import GitHubIcon from '@mui/icons-material/GitHub';
import RefreshIcon from '@mui/icons-material/Refresh';
import CodeBlock from '@theme/CodeBlock';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { translate } from '@docusaurus/Translate';
import { COPY_FEEDBACK_MS } from '@site/src/data/constants';
import { useCopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';
import { useCodePreferences } from '@site/src/modules/codePreferences/CodePreferencesContext';
import { demoAnchors } from '@site/src/modules/codePreferences/codePreferences';
import { docsChromeTheme } from '@site/src/modules/theme/createPortalTheme';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';
import { useDrawnNearView } from '@site/src/modules/react/useDrawnNearView';
import { repositoryFileUrl } from '@site/src/modules/config/serviceUrls';
import CodeVariantSwitch from '@site/src/components/CodeVariantSwitch';
import { plainIconButtonClassName } from '@site/src/components/PlainIconButton';
import PlainTextButton from '@site/src/components/PlainTextButton';
import PlainTooltip from '@site/src/components/PlainTooltip';
import { demoEventAttributes, trackDemoEvent } from '@site/src/modules/analytics';
import { copyLabel } from '@site/src/components/CopyButton';
import StylingMenu from './StylingMenu';
import SandboxButtons from './SandboxButtons';
import ToolbarIconButton from './ToolbarIconButton';
import { availableStylings, demoCode } from './demoCode';
import type { DemoSources } from '../../types/demo';
import styles from './styles.module.css';

interface Props {
  /** The live demo (imported by the demo-sources remark plugin from `file`). */
  component: React.ComponentType;
  sources: DemoSources;
  /** Hide the toolbar and code, for demos that only illustrate. */
  hideToolbar?: boolean;
}

function resetLabel(): string {
  return translate({ id: 'demo.reset', message: 'Reset demo', description: 'Demo toolbar: remount the demo' });
}

/**
 * What a demo that threw shows instead: an alert in the look of MUI's standard error Alert, drawn with
 * native elements and MUI's CSS variables (MUI's Alert would bring Paper, IconButton and their styles
 * to every demo page for a panel that almost never shows).
 */
function DemoCrashed({ resetErrorBoundary }: { resetErrorBoundary: () => void }): React.JSX.Element {
  return (
    <div role="alert" className={styles.crashed}>
      <ErrorOutlineIcon className={styles.crashedIcon} aria-hidden="true" />
      <p className={styles.crashedMessage}>
        {translate({
          id: 'demo.crashed',
          message: 'This demo stopped working.',
          description: 'Shown when a live demo throws',
        })}
      </p>
      <PlainTextButton className={styles.crashedReset} onClick={resetErrorBoundary}>
        {resetLabel()}
      </PlainTextButton>
    </div>
  );
}

/**
 * A live demo and its code. The toolbar switches TypeScript/JavaScript (one choice for the whole
 * site), picks the code styling when the demo has variants, shows the code, copies it, resets the
 * demo (a fresh mount), opens it as a project on StackBlitz or CodeSandbox and links to its source. Arriving on `#Name.js` opens this demo's code.
 */
export default function Demo({ component: Component, sources, hideToolbar = false }: Props): React.JSX.Element {
  const { codeVariant, codeStyling, setCodeVariant, setCodeStyling, openDemo } = useCodePreferences();
  const [codeOpen, setCodeOpen] = useState(false);
  const [mountKey, setMountKey] = useState(0);
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS.demo);
  const { sourceRepository } = useServiceUrls();
  const codeId = useId();
  const root = useRef<HTMLElement>(null);
  // Far down a page reached by a client navigation, the demo is drawn just after the page's first frame.
  const drawn = useDrawnNearView(root);
  const shown = demoCode(sources, codeVariant, codeStyling);
  const stylings = availableStylings(sources);
  // Links to `#Name.js` (and the other variants' hashes) land on this demo (see the effect below):
  // registered as anchors for the build's broken-anchor check.
  const brokenLinks = useBrokenLinks();
  for (const anchor of demoAnchors(sources.name, stylings)) brokenLinks.collectAnchor(anchor);

  useEffect(() => {
    if (openDemo === sources.name) {
      setCodeOpen(true);
      root.current?.scrollIntoView({ block: 'start' });
    }
  }, [openDemo, sources.name]);

  const sourceLabel = translate({
    id: 'demo.source',
    message: 'View the source on GitHub',
    description: 'Demo toolbar: link to the demo file',
  });
  // No repository configured: no source link rather than a broken one.
  const sourceHref = repositoryFileUrl(sourceRepository, 'blob', sources.file);

  return (
    <section
      ref={root}
      className={styles.demo}
      aria-label={translate(
        { id: 'demo.region', message: 'Demo: {name}', description: 'Accessible name of a demo' },
        { name: sources.name },
      )}
      data-demo={sources.name}
      data-demo-pending={drawn ? undefined : ''}
      aria-busy={drawn ? undefined : true}
    >
      {drawn ? (
        <>
          <div className={styles.preview}>
            <ErrorBoundary
              FallbackComponent={DemoCrashed}
              resetKeys={[mountKey]}
              onReset={() => setMountKey((key) => key + 1)}
              onError={() => trackDemoEvent('crash', sources.name)}
            >
              <Component key={mountKey} />
            </ErrorBoundary>
          </div>
          {!hideToolbar && (
            <ThemeProvider theme={docsChromeTheme}>
              <div
                className={styles.toolbar}
                role="group"
                aria-label={translate({
                  id: 'demo.toolbar',
                  message: 'Demo toolbar',
                  description: 'Accessible name of the demo toolbar',
                })}
              >
                <CodeVariantSwitch
                  value={codeVariant}
                  onChange={setCodeVariant}
                  buttonAttributes={(variant) =>
                    demoEventAttributes(variant === 'JS' ? 'variant-js' : 'variant-ts', sources.name)
                  }
                />
                {stylings.length > 1 && (
                  <StylingMenu
                    stylings={stylings}
                    value={shown.styling}
                    onChange={setCodeStyling}
                    demoName={sources.name}
                  />
                )}
                <div className={styles.spacer} />
                <PlainTextButton
                  startIcon={<CodeIcon />}
                  aria-expanded={codeOpen}
                  aria-controls={codeOpen ? codeId : undefined}
                  onClick={() => setCodeOpen((open) => !open)}
                  {...demoEventAttributes(codeOpen ? 'hide-code' : 'show-code', sources.name)}
                >
                  {codeOpen
                    ? translate({
                        id: 'demo.hideCode',
                        message: 'Hide code',
                        description: 'Demo toolbar: collapse the code',
                      })
                    : translate({
                        id: 'demo.showCode',
                        message: 'Show code',
                        description: 'Demo toolbar: expand the code',
                      })}
                </PlainTextButton>
                <PlainTextButton
                  startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
                  onClick={() => void copy(shown.code)}
                  aria-live="polite"
                  className={styles.copy}
                  {...demoEventAttributes('copy', sources.name)}
                >
                  {copyLabel(copied)}
                </PlainTextButton>
                {/* Always at the end of its line, so the tooltips (above, flush with each button's end) stay in the box. */}
                <span className={styles.actions}>
                  <SandboxButtons sources={sources} codeVariant={codeVariant} codeStyling={shown.styling} />
                  <ToolbarIconButton
                    label={resetLabel()}
                    onClick={() => setMountKey((key) => key + 1)}
                    {...demoEventAttributes('reset', sources.name)}
                  >
                    <RefreshIcon fontSize="small" />
                  </ToolbarIconButton>
                  {sourceHref && (
                    <PlainTooltip label={sourceLabel} placement="top" align="end">
                      <a
                        className={plainIconButtonClassName({ size: 'small' })}
                        href={sourceHref}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={sourceLabel}
                        {...demoEventAttributes('source', sources.name)}
                      >
                        <GitHubIcon fontSize="small" />
                      </a>
                    </PlainTooltip>
                  )}
                </span>
              </div>
              {codeOpen && (
                <>
                  <Divider />
                  <div id={codeId} className={styles.code} data-code-variant={codeVariant}>
                    <CodeBlock language={shown.language}>{shown.code}</CodeBlock>
                  </div>
                </>
              )}
            </ThemeProvider>
          )}
        </>
      ) : (
        <div className={styles.pending} />
      )}
    </section>
  );
}
