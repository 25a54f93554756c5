import React, { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LiveContext, LiveEditor, LivePreview, LiveProvider } from 'react-live';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { usePrismTheme } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import { COPY_FEEDBACK_MS, DEBOUNCE_MS } from '@site/src/data/constants';
import { useCopyFeedback } from '@site/src/modules/clipboard/useCopyFeedback';
import { docsChromeTheme } from '@site/src/modules/theme/createPortalTheme';
import {
  DEFAULT_PLAYGROUND_CODE,
  ELEMENT_BINDING,
  EXPORTS_BINDING,
  playgroundElement,
  readDraft,
  withRenderCall,
  writeDraft,
} from '@site/src/modules/playground/playgroundCode';
import { playgroundRequire } from '@site/src/modules/playground/playgroundModules';
import { browserLocalStorage } from '@site/src/modules/storage/browserStorage';
import { copyLabel } from '@site/src/components/CopyButton';
import styles from './styles.module.css';

/** The editor: react-live's, labelled as a multi-line text box, reporting every edit. */
function Editor({
  label,
  describedBy,
  onEdit,
}: {
  label: string;
  describedBy: string;
  onEdit(code: string): void;
}): React.JSX.Element {
  const live = useContext(LiveContext);
  const theme = usePrismTheme();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const editable = box.current?.querySelector('pre');
    if (!editable) return;
    editable.setAttribute('role', 'textbox');
    editable.setAttribute('aria-multiline', 'true');
    editable.setAttribute('aria-label', label);
    editable.setAttribute('aria-describedby', describedBy);
    editable.tabIndex = 0;
  });
  return (
    <div ref={box} className={styles.editor}>
      <LiveEditor
        theme={theme}
        tabMode="focus"
        onChange={(code: string) => {
          live.onChange(code);
          onEdit(code);
        }}
      />
    </div>
  );
}

/** The compile or runtime error of the current code, announced and shown under the editor. */
function PlaygroundError({ id }: { id: string }): React.JSX.Element {
  const { error } = useContext(LiveContext);
  return (
    <div id={id} role="status" aria-live="polite" className={styles.errorSlot}>
      {error ? (
        <Alert severity="error" variant="outlined" role="none" className={styles.error}>
          <pre className={styles.errorText}>{error}</pre>
        </Alert>
      ) : null}
    </div>
  );
}

/** What the preview shows before the first render of the code (server render, loading). */
function PreviewPlaceholder(): React.JSX.Element | null {
  const { element, error } = useContext(LiveContext);
  if (element || error) return null;
  return (
    <Typography color="text.secondary" variant="body2">
      {translate({
        id: 'playground.loading',
        message: 'Rendering the preview…',
        description: 'Playground: before the first render',
      })}
    </Typography>
  );
}

/**
 * Edit a TSX/JSX snippet that uses Material UI and see it render as you type. The snippet is a
 * module whose default export is shown; compile and runtime errors appear under the editor; the
 * draft is kept in this browser so a reload or a later visit does not lose it.
 */
export default function Playground(): React.JSX.Element {
  const [initialCode, setInitialCode] = useState(DEFAULT_PLAYGROUND_CODE);
  const [revision, setRevision] = useState(0);
  const current = useRef(DEFAULT_PLAYGROUND_CODE);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>();
  const { copied, copy } = useCopyFeedback(COPY_FEEDBACK_MS.codeBlock);
  const errorId = useId();
  const exportsHolder = useMemo<Record<string, unknown>>(() => ({}), []);
  const scope = useMemo(
    () => ({
      require: playgroundRequire,
      [EXPORTS_BINDING]: exportsHolder,
      [ELEMENT_BINDING]: (exported: unknown) => playgroundElement(exported, (type) => React.createElement(type)),
    }),
    [exportsHolder],
  );

  useEffect(() => {
    const draft = readDraft(browserLocalStorage() ?? undefined);
    current.current = draft;
    if (draft !== DEFAULT_PLAYGROUND_CODE) setInitialCode(draft);
    return () => clearTimeout(saveTimer.current);
  }, []);

  const onEdit = useCallback((code: string) => {
    current.current = code;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => writeDraft(browserLocalStorage() ?? undefined, code), DEBOUNCE_MS);
  }, []);

  const reset = () => {
    clearTimeout(saveTimer.current);
    writeDraft(browserLocalStorage() ?? undefined, DEFAULT_PLAYGROUND_CODE);
    current.current = DEFAULT_PLAYGROUND_CODE;
    setInitialCode(DEFAULT_PLAYGROUND_CODE);
    setRevision((value) => value + 1);
  };

  const editorLabel = translate({
    id: 'playground.editor',
    message: 'Code editor (TSX)',
    description: 'Playground: label of the code editor',
  });

  return (
    <LiveProvider
      key={revision}
      code={initialCode}
      language="tsx"
      enableTypeScript
      noInline
      scope={scope}
      transformCode={withRenderCall}
    >
      <div className={styles.playground}>
        <section className={styles.pane} aria-labelledby={`${errorId}-code`}>
          <ThemeProvider theme={docsChromeTheme}>
            <div className={styles.paneHeader}>
              <h2 id={`${errorId}-code`} className={styles.paneTitle}>
                {translate({
                  id: 'playground.code',
                  message: 'Code',
                  description: 'Playground: heading of the editor pane',
                })}
              </h2>
              <Button
                size="small"
                startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
                onClick={() => void copy(current.current)}
                aria-live="polite"
                sx={{ textTransform: 'none', minWidth: 92 }}
              >
                {copyLabel(copied)}
              </Button>
              <Button size="small" startIcon={<RestartAltIcon />} onClick={reset} sx={{ textTransform: 'none' }}>
                {translate({
                  id: 'playground.reset',
                  message: 'Reset code',
                  description: 'Playground: go back to the example code',
                })}
              </Button>
            </div>
          </ThemeProvider>
          <Editor label={editorLabel} describedBy={errorId} onEdit={onEdit} />
          <PlaygroundError id={errorId} />
        </section>
        <section className={styles.pane} aria-labelledby={`${errorId}-preview`}>
          <div className={styles.paneHeader}>
            <h2 id={`${errorId}-preview`} className={styles.paneTitle}>
              {translate({
                id: 'playground.preview',
                message: 'Preview',
                description: 'Playground: heading of the rendered result',
              })}
            </h2>
          </div>
          <div className={styles.preview} data-testid="playground-preview">
            <PreviewPlaceholder />
            <LivePreview />
          </div>
        </section>
      </div>
    </LiveProvider>
  );
}
