import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const PERMISSIONS = [
  'Read files',
  'Edit files',
  'Delete files',
  'Invite people',
  'Manage billing',
  'View reports',
];

const without = (items: readonly string[], remove: readonly string[]) =>
  items.filter((item) => !remove.includes(item));

/** Arrow glyphs point along the reading direction, so they are mirrored in right-to-left pages. */
const arrowSx = {
  '[dir="rtl"] &': { display: 'inline-block', transform: 'scaleX(-1)' },
} as const;

interface PermissionListProps {
  title: string;
  items: readonly string[];
  checked: readonly string[];
  onToggle: (item: string) => void;
  onToggleAll: (items: readonly string[]) => void;
}

function PermissionList({
  title,
  items,
  checked,
  onToggle,
  onToggleAll,
}: PermissionListProps) {
  const titleId = React.useId();
  const checkedHere = items.filter((item) => checked.includes(item)).length;
  const allChecked = items.length > 0 && checkedHere === items.length;

  return (
    <Card variant="outlined" sx={{ width: { xs: 128, sm: 210 } }}>
      <CardHeader
        sx={{ px: 1.5, py: 1 }}
        avatar={
          <Checkbox
            checked={allChecked}
            // Some but not all: the dash tells people that a click selects the rest.
            indeterminate={checkedHere > 0 && !allChecked}
            disabled={items.length === 0}
            onChange={() => onToggleAll(items)}
            inputProps={{ 'aria-label': `Select all in ${title}` }}
          />
        }
        title={<span id={titleId}>{title}</span>}
        subheader={`${checkedHere}/${items.length} selected`}
        titleTypographyProps={{ variant: 'subtitle2' }}
        subheaderTypographyProps={{ variant: 'caption' }}
      />
      <Divider />
      <List dense aria-labelledby={titleId} sx={{ height: 220, overflowY: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            <ListItemButton
              component="label"
              role={undefined}
              tabIndex={-1}
              sx={{ py: 0, px: 1, gap: 0.5 }}
            >
              <Checkbox
                edge="start"
                size="small"
                checked={checked.includes(item)}
                onChange={() => onToggle(item)}
              />
              <Typography component="span" variant="body2">
                {item}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function TransferListEnhanced() {
  const [available, setAvailable] = React.useState<string[]>(PERMISSIONS.slice(0, 4));
  const [granted, setGranted] = React.useState<string[]>(PERMISSIONS.slice(4));
  const [checked, setChecked] = React.useState<string[]>([]);

  const availableChecked = checked.filter((item) => available.includes(item));
  const grantedChecked = checked.filter((item) => granted.includes(item));

  const toggle = (item: string) =>
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );

  // Select all when some are unchecked; clear the list's selection when all are checked.
  const toggleAll = (items: readonly string[]) =>
    setChecked((current) =>
      items.every((item) => current.includes(item))
        ? without(current, items)
        : [...without(current, items), ...items],
    );

  const grant = () => {
    setGranted([...granted, ...availableChecked]);
    setAvailable(without(available, availableChecked));
    setChecked(without(checked, availableChecked));
  };
  const revoke = () => {
    setAvailable([...available, ...grantedChecked]);
    setGranted(without(granted, grantedChecked));
    setChecked(without(checked, grantedChecked));
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        alignItems="center"
        justifyContent="center"
      >
        <PermissionList
          title="Available"
          items={available}
          checked={checked}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="small"
            sx={{ minWidth: 40 }}
            aria-label="Grant selected"
            disabled={availableChecked.length === 0}
            onClick={grant}
          >
            <Box component="span" sx={arrowSx}>
              &gt;
            </Box>
          </Button>
          <Button
            variant="outlined"
            size="small"
            sx={{ minWidth: 40 }}
            aria-label="Revoke selected"
            disabled={grantedChecked.length === 0}
            onClick={revoke}
          >
            <Box component="span" sx={arrowSx}>
              &lt;
            </Box>
          </Button>
        </Stack>
        <PermissionList
          title="Granted"
          items={granted}
          checked={checked}
          onToggle={toggle}
          onToggleAll={toggleAll}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        Granted: {granted.length > 0 ? granted.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
