import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, {
  ToggleButtonGroupProps,
} from '@mui/material/ToggleButtonGroup';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';

const SIZES: NonNullable<ToggleButtonGroupProps['size']>[] = ['small', 'medium', 'large'];

export default function ToggleButtonSizes() {
  const [view, setView] = React.useState<string>('list');

  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      {/* The three groups share one value, so they change together. */}
      {SIZES.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          exclusive
          aria-label={`Layout, ${size}`}
          value={view}
          onChange={(_event, value: string | null) => {
            if (value !== null) setView(value);
          }}
        >
          <ToggleButton value="list" aria-label="List">
            <ViewList />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Grid">
            <ViewModule />
          </ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
