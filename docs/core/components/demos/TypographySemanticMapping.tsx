import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Which element a Typography rendered, read from the page once it is mounted. */
function RenderedTag({ target }: { target: React.RefObject<HTMLElement | null> }) {
  const [tag, setTag] = React.useState<string>('…');
  React.useEffect(() => {
    setTag(target.current ? `<${target.current.tagName.toLowerCase()}>` : '?');
  }, [target]);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="span"
      sx={{ fontFamily: 'monospace' }}
    >
      renders {tag}
    </Typography>
  );
}

export default function TypographySemanticMapping() {
  const title = React.useRef<HTMLParagraphElement>(null);
  const subtitle = React.useRef<HTMLElement>(null);
  const kicker = React.useRef<HTMLElement>(null);
  const body = React.useRef<HTMLElement>(null);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Stack spacing={1.5}>
        <div>
          <Typography
            ref={kicker}
            variant="overline"
            component="span"
            sx={{ display: 'block' }}
          >
            Day hike, 12 km
          </Typography>
          <RenderedTag target={kicker} />
        </div>
        <div>
          <Typography ref={title} variant="h4" component="p">
            Lakes above the pass
          </Typography>
          <RenderedTag target={title} />
        </div>
        <div>
          <Typography
            ref={subtitle}
            variant="subtitle1"
            variantMapping={{ subtitle1: 'p' }}
            color="text.secondary"
          >
            Start at the cable car, back before dusk
          </Typography>
          <RenderedTag target={subtitle} />
        </div>
        <div>
          <Typography ref={body} variant="body2">
            The path climbs through larch woods to three small lakes, then follows the
            ridge back to the valley station.
          </Typography>
          <RenderedTag target={body} />
        </div>
      </Stack>
    </Paper>
  );
}
