import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type MaxWidth = NonNullable<ContainerProps['maxWidth']>;

const OPTIONS: { value: string; label: string; maxWidth: MaxWidth }[] = [
  { value: 'xs', label: 'xs', maxWidth: 'xs' },
  { value: 'sm', label: 'sm', maxWidth: 'sm' },
  { value: 'md', label: 'md', maxWidth: 'md' },
  { value: 'none', label: 'false', maxWidth: false },
];

/** The rendered width of an element, in pixels, once it is known in the browser (null on the server). */
function useElementWidth(ref: React.RefObject<HTMLElement>): number | null {
  const [width, setWidth] = React.useState<number | null>(null);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() =>
      setWidth(Math.round(element.getBoundingClientRect().width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export default function ContainerMaxWidth() {
  const [choice, setChoice] = React.useState('sm');
  const containerRef = React.useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef);
  const option = OPTIONS.find((candidate) => candidate.value === choice) ?? OPTIONS[1];

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, next: string | null) => {
          if (next !== null) setChoice(next);
        }}
        aria-label="maxWidth"
        sx={{ flexWrap: 'wrap' }}
      >
        {OPTIONS.map((candidate) => (
          <ToggleButton
            key={candidate.value}
            value={candidate.value}
            sx={{ textTransform: 'none' }}
          >
            {candidate.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
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
        <Container ref={containerRef} maxWidth={option.maxWidth}>
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
        maxWidth: {option.label}, container width:{' '}
        {width === null ? 'measuring' : `${width}px`}
      </Typography>
    </Box>
  );
}
