import React, { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Code from '@mui/icons-material/Code';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { TEMPLATES_ROUTE, type TemplateInfo } from '@site/src/data/templates';
import { repositoryFileUrl } from '@site/src/modules/config/serviceUrls';
import { useServiceUrls } from '@site/src/modules/config/useServiceUrls';
import { onDemand } from '@site/src/modules/react/onDemand';

/** The source viewer: its code (and the template's sources) load on the first click only. */
const sourceDialog = onDemand(() => import('./TemplateSourceDialog'));

/**
 * The slim bar above a template: back to all templates, the template's source in a dialog, and
 * its folder in the portal's repository when one is configured (PORTAL_SOURCE_REPOSITORY).
 */
export default function TemplateBar({ template }: { template: TemplateInfo }): React.JSX.Element {
  const [sourceOpen, setSourceOpen] = useState(false);
  const [sourceRequested, setSourceRequested] = useState(false);
  const { sourceRepository } = useServiceUrls();
  const repositoryHref = repositoryFileUrl(sourceRepository, 'tree', template.sourcePath);
  const openSource = () => {
    setSourceRequested(true);
    setSourceOpen(true);
  };
  return (
    <Box
      component="nav"
      aria-label={translate({ id: 'templates.bar.label', message: 'Template' })}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Button component={Link} to={TEMPLATES_ROUTE} size="small" startIcon={<ArrowBack />}>
        {translate({ id: 'templates.bar.all', message: 'All templates' })}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button size="small" startIcon={<Code />} onClick={openSource} aria-haspopup="dialog">
        {translate({ id: 'templates.bar.source', message: 'Source' })}
      </Button>
      {repositoryHref ? (
        <Button component="a" href={repositoryHref} size="small" endIcon={<OpenInNew />}>
          {translate({ id: 'templates.bar.repository', message: 'GitHub' })}
        </Button>
      ) : null}
      {sourceRequested ? (
        <sourceDialog.Part
          template={template}
          open={sourceOpen}
          onClose={() => setSourceOpen(false)}
          onFailed={() => {
            setSourceRequested(false);
            setSourceOpen(false);
          }}
        />
      ) : null}
    </Box>
  );
}
