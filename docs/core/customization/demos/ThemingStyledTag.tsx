import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled, type Theme } from '@mui/material/styles';

type Tone = 'neutral' | 'accent';

/**
 * With CSS theme variables (`Experimental_CssVarsProvider`), `theme.vars.palette` holds `var()`
 * references that follow the color scheme; with a plain `createTheme` theme, `vars` is null.
 */
function paletteOf(theme: Theme): Theme['palette'] {
  return ((theme as Theme & { vars?: Pick<Theme, 'palette'> | null }).vars ?? theme)
    .palette;
}

/** A toggle tag styled from the theme: spacing, shape, typography, transitions and palette. */
const FilterTag = styled('button', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: Tone }>(({ theme, tone }) => {
  const palette = paletteOf(theme);
  const accent = tone === 'accent' ? palette.secondary : palette.primary;
  return {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: theme.spacing(0.5, 1.5),
    borderRadius: theme.shape.borderRadius * 4,
    border: `1px solid ${palette.divider}`,
    backgroundColor: 'transparent',
    color: palette.text.primary,
    cursor: 'pointer',
    transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
      duration: theme.transitions.duration.shorter,
    }),
    '&:hover': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${accent.main}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': {
      backgroundColor: accent.main,
      borderColor: accent.main,
      color: accent.contrastText,
    },
  };
});

const TAGS: readonly { label: string; tone: Tone }[] = [
  { label: 'Open now', tone: 'neutral' },
  { label: 'Vegetarian', tone: 'neutral' },
  { label: 'Outdoor seating', tone: 'neutral' },
  { label: 'Staff pick', tone: 'accent' },
];

export default function ThemingStyledTag() {
  const [active, setActive] = React.useState<readonly string[]>(['Open now']);

  const toggle = (label: string) =>
    setActive((current) =>
      current.includes(label)
        ? current.filter((item) => item !== label)
        : [...current, label],
    );

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        flexWrap="wrap"
        spacing={1}
        role="group"
        aria-label="Restaurant filters"
      >
        {TAGS.map((tag) => (
          <FilterTag
            key={tag.label}
            type="button"
            tone={tag.tone}
            aria-pressed={active.includes(tag.label)}
            onClick={() => toggle(tag.label)}
          >
            {tag.label}
          </FilterTag>
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Active filters: {active.length > 0 ? active.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
