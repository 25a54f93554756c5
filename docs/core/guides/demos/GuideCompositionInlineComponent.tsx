import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Which = 'inline' | 'stable';

/** Declared once, outside any component: React sees the same component type on every render. */
const StableSpan = React.forwardRef<
  HTMLSpanElement,
  React.ComponentPropsWithoutRef<'span'>
>(function StableSpan(props, ref) {
  return <span ref={ref} {...props} />;
});

export default function GuideCompositionInlineComponent() {
  const [clicks, setClicks] = React.useState({ inline: 0, stable: 0 });
  const [pending, setPending] = React.useState<Which | null>(null);
  const [report, setReport] = React.useState(
    'Activate a button to see where the focus ends up.',
  );
  const inlineRef = React.useRef<HTMLSpanElement>(null);
  const stableRef = React.useRef<HTMLSpanElement>(null);

  // The mistake on purpose: a new component type on every render, so React replaces the element.
  const InlineSpan = React.forwardRef<
    HTMLSpanElement,
    React.ComponentPropsWithoutRef<'span'>
  >(function InlineSpan(props, ref) {
    return <span ref={ref} {...props} />;
  });

  // After the click's render: is the focus still on the button that was activated?
  React.useEffect(() => {
    if (!pending) return;
    const button = pending === 'inline' ? inlineRef.current : stableRef.current;
    const kept = button !== null && document.activeElement === button;
    const name = pending === 'inline' ? 'Inline component' : 'Stable component';
    setReport(
      kept ? `${name}: the focus stayed on the button.` : `${name}: the focus was lost.`,
    );
    setPending(null);
  }, [pending]);

  const press = (which: Which) => {
    setClicks((current) => ({ ...current, [which]: current[which] + 1 }));
    setPending(which);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          component={InlineSpan}
          ref={inlineRef}
          onClick={() => press('inline')}
        >
          Inline component ({clicks.inline})
        </Button>
        <Button
          variant="outlined"
          component={StableSpan}
          ref={stableRef}
          onClick={() => press('stable')}
        >
          Stable component ({clicks.stable})
        </Button>
      </Stack>
      <Typography component="p" variant="body2" aria-live="polite">
        {report}
      </Typography>
    </Stack>
  );
}
