import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const FRUITS = ['Apricot', 'Banana', 'Cherry', 'Damson', 'Elderberry', 'Fig'];

/** Items of `items` that are not in `remove`. */
const without = (items: readonly string[], remove: readonly string[]) =>
  items.filter((item) => !remove.includes(item));

/** Arrow glyphs point along the reading direction, so they are mirrored in right-to-left pages. */
const arrowSx = {
  '[dir="rtl"] &': { display: 'inline-block', transform: 'scaleX(-1)' },
} as const;

interface FruitListProps {
  title: string;
  items: readonly string[];
  checked: readonly string[];
  onToggle: (item: string) => void;
}

function FruitList({ title, items, checked, onToggle }: FruitListProps) {
  const titleId = React.useId();
  return (
    <Paper variant="outlined" sx={{ width: { xs: 128, sm: 180 } }}>
      <Typography id={titleId} variant="subtitle2" component="div" sx={{ px: 2, pt: 1 }}>
        {title} ({items.length})
      </Typography>
      <List dense aria-labelledby={titleId} sx={{ height: 232, overflowY: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            {/* The row is the checkbox's <label>: a click anywhere toggles it, and the checkbox alone is
                in the tab order (a button around a checkbox would nest two controls). A <label> may
                only hold phrasing content, hence spans rather than ListItemIcon and ListItemText. */}
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
    </Paper>
  );
}

export default function TransferListBasic() {
  const [left, setLeft] = React.useState<string[]>(FRUITS.slice(0, 4));
  const [right, setRight] = React.useState<string[]>(FRUITS.slice(4));
  const [checked, setChecked] = React.useState<string[]>([]);

  const leftChecked = checked.filter((item) => left.includes(item));
  const rightChecked = checked.filter((item) => right.includes(item));

  const toggle = (item: string) =>
    setChecked((current) =>
      current.includes(item) ? without(current, [item]) : [...current, item],
    );

  const moveRight = (items: readonly string[]) => {
    setRight([...right, ...items]);
    setLeft(without(left, items));
    setChecked(without(checked, items));
  };
  const moveLeft = (items: readonly string[]) => {
    setLeft([...left, ...items]);
    setRight(without(right, items));
    setChecked(without(checked, items));
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
        <FruitList title="Available" items={left} checked={checked} onToggle={toggle} />
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="small"
            sx={{ minWidth: 40 }}
            aria-label="Move all to Basket"
            disabled={left.length === 0}
            onClick={() => moveRight(left)}
          >
            <Box component="span" sx={arrowSx}>
              ≫
            </Box>
          </Button>
          <Button
            variant="outlined"
            size="small"
            sx={{ minWidth: 40 }}
            aria-label="Move selected to Basket"
            disabled={leftChecked.length === 0}
            onClick={() => moveRight(leftChecked)}
          >
            <Box component="span" sx={arrowSx}>
              &gt;
            </Box>
          </Button>
          <Button
            variant="outlined"
            size="small"
            sx={{ minWidth: 40 }}
            aria-label="Move selected to Available"
            disabled={rightChecked.length === 0}
            onClick={() => moveLeft(rightChecked)}
          >
            <Box component="span" sx={arrowSx}>
              &lt;
            </Box>
          </Button>
          <Button
            variant="outlined"
            size="small"
            sx={{ minWidth: 40 }}
            aria-label="Move all to Available"
            disabled={right.length === 0}
            onClick={() => moveLeft(right)}
          >
            <Box component="span" sx={arrowSx}>
              ≪
            </Box>
          </Button>
        </Stack>
        <FruitList title="Basket" items={right} checked={checked} onToggle={toggle} />
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        In the basket: {right.length > 0 ? right.join(', ') : 'nothing'}
      </Typography>
    </Stack>
  );
}
