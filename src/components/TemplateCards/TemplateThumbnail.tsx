import React, { Suspense, lazy, useRef } from 'react';
import Box from '@mui/material/Box';
import { ErrorBoundary } from 'react-error-boundary';
import { TEMPLATES, type TemplateSlug } from '@site/src/data/templates';
import { loadTemplate } from '@site/src/modules/templates/loadTemplate';
import { PREVIEW_VIEWPORT, previewScale } from '@site/src/modules/templates/previewScale';
import { useElementWidth } from './useElementWidth';
import { useNearViewport } from './useNearViewport';

/** One lazy component per template, made once (a new one on every render would load it again). */
const LAZY_TEMPLATES = Object.fromEntries(
  TEMPLATES.map((template) => [template.slug, lazy(() => loadTemplate(template.slug))]),
) as Record<TemplateSlug, React.LazyExoticComponent<React.ComponentType>>;

/** React 18 has no `inert` prop: set through a ref. */
const makeInert = (node: HTMLElement | null): void => node?.setAttribute('inert', '');

/**
 * A live, scaled-down picture of a template: the template's own component laid out in a desktop
 * window (`PREVIEW_VIEWPORT`) and scaled to the card's width. It is decoration (`aria-hidden`,
 * `inert`: nothing in it can be focused or clicked; the card's link is the way in), loaded only
 * when the card comes near the viewport. The box has its final size from the server render on
 * (an aspect ratio), so nothing moves when the template arrives; until then it shows a plain
 * surface. A template that fails to load leaves that surface.
 */
export default function TemplateThumbnail({ slug }: { slug: TemplateSlug }): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const scale = previewScale(useElementWidth(box));
  const Template = LAZY_TEMPLATES[slug];
  return (
    <Box
      ref={box}
      aria-hidden="true"
      data-template-preview={slug}
      sx={{
        position: 'relative',
        aspectRatio: `${PREVIEW_VIEWPORT.width} / ${PREVIEW_VIEWPORT.height}`,
        overflow: 'hidden',
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {near && scale > 0 ? (
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <Box
              ref={makeInert}
              data-template-preview-ready=""
              sx={{
                position: 'absolute',
                top: 0,
                left: 0,
                display: 'flex',
                flexDirection: 'column',
                width: PREVIEW_VIEWPORT.width,
                height: PREVIEW_VIEWPORT.height,
                overflow: 'hidden',
                transform: `scale(${scale})`,
                transformOrigin: 'top left',
                pointerEvents: 'none',
                userSelect: 'none',
              }}
            >
              <Template />
            </Box>
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </Box>
  );
}
