import React, { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import CodeBlock from '@theme/CodeBlock';
import { translate } from '@docusaurus/Translate';
import type { TemplateInfo } from '@site/src/data/templates';
import { loadTemplateSources } from '@site/src/modules/templates/loadTemplateSources';
import { sourceLanguage, type TemplateSourceFile } from '@site/src/modules/templates/sourceFiles';

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; files: readonly TemplateSourceFile[] };

function useTemplateSources(slug: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    loadTemplateSources(slug).then(
      (files) => active && setLoaded({ state: 'ready', files }),
      () => active && setLoaded({ state: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [slug]);
  return loaded;
}

function SourceFiles({ files, idPrefix }: { files: readonly TemplateSourceFile[]; idPrefix: string }) {
  const [index, setIndex] = useState(0);
  const file = files[index];
  if (!file) return null;
  return (
    <>
      <Tabs
        value={index}
        onChange={(_event, next: number) => setIndex(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate({ id: 'templates.source.files', message: 'Files' })}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {files.map((item, position) => (
          <Tab
            key={item.path}
            label={item.path}
            id={`${idPrefix}-tab-${position}`}
            aria-controls={`${idPrefix}-panel`}
            sx={{ textTransform: 'none', fontFamily: 'monospace' }}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${index}`}>
        <CodeBlock language={sourceLanguage(file.path)} title={file.path}>
          {file.code}
        </CodeBlock>
      </div>
    </>
  );
}

interface Props {
  template: TemplateInfo;
  open: boolean;
  onClose(): void;
}

/** The template's own files (its folder), one tab each, in the portal's code block with its copy button. */
export default function TemplateSourceDialog({ template, open, onClose }: Props): React.JSX.Element {
  const loaded = useTemplateSources(template.slug);
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(
          { id: 'templates.source.title', message: 'Source of the {title} template' },
          { title: template.title },
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(
            {
              id: 'templates.source.folder',
              message: 'The files of {folder} in the portal repository, then the shared files it imports (../shared/).',
            },
            { folder: template.sourcePath },
          )}
        </Typography>
        {loaded.state === 'loading' ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress
              aria-label={translate({ id: 'templates.source.loading', message: 'Loading the source' })}
            />
          </Box>
        ) : null}
        {loaded.state === 'error' ? (
          <Alert severity="error">
            {translate({ id: 'templates.source.error', message: 'The source could not be loaded. Try again later.' })}
          </Alert>
        ) : null}
        {loaded.state === 'ready' ? <SourceFiles files={loaded.files} idPrefix={id} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate({ id: 'templates.source.close', message: 'Close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
