import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TagIcon from '@mui/icons-material/Tag';

/** Links to sections of this page: the same addresses work in every language of the site. */
const SECTIONS = [
  { label: 'Variants and colors', href: '#variants-colors-and-sizes' },
  { label: 'Chip arrays', href: '#a-chip-array' },
  { label: 'Accessibility', href: '#accessibility' },
] as const;

export default function ChipLinks() {
  return (
    <Stack
      component="nav"
      aria-label="Sections of this page"
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
    >
      {SECTIONS.map((section) => (
        <Chip
          key={section.href}
          component="a"
          href={section.href}
          clickable
          icon={<TagIcon />}
          label={section.label}
          variant="outlined"
          color="primary"
        />
      ))}
    </Stack>
  );
}
