import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface Measure {
  maxWidth: string;
  gutter: string;
}

export default function ContainerFixedGutters() {
  const [fixed, setFixed] = React.useState(false);
  const [disableGutters, setDisableGutters] = React.useState(false);
  const containerRef = React.useRef<HTMLDivElement>(null);
  // Read in the browser only: the server's first render must not depend on the window.
  const [measure, setMeasure] = React.useState<Measure | null>(null);

  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const update = () => {
      const style = getComputedStyle(element);
      setMeasure({ maxWidth: style.maxWidth, gutter: style.paddingInlineStart });
    };
    update();
    // Both values come from media queries on the window's width.
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [fixed, disableGutters]);

  return (
    <Box>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={fixed}
              onChange={(event) => setFixed(event.target.checked)}
            />
          }
          label="fixed"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disableGutters}
              onChange={(event) => setDisableGutters(event.target.checked)}
            />
          }
          label="disableGutters"
        />
      </FormGroup>
      <Box
        sx={{
          mt: 2,
          py: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <Container
          ref={containerRef}
          maxWidth={false}
          fixed={fixed}
          disableGutters={disableGutters}
        >
          <Box
            sx={{
              p: 2,
              bgcolor: 'action.selected',
              borderRadius: 1,
              textAlign: 'center',
            }}
          >
            Page content
          </Box>
        </Container>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {measure === null
          ? 'Reading the container styles'
          : `max-width: ${measure.maxWidth}, gutter: ${measure.gutter}`}
      </Typography>
    </Box>
  );
}
