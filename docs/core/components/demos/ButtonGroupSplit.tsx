import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const STRATEGIES = [
  'Create a merge commit',
  'Squash and merge',
  'Rebase and merge',
] as const;
type Strategy = (typeof STRATEGIES)[number];
/** Not allowed by this repository's settings: listed, but cannot be chosen. */
const DISABLED: ReadonlySet<Strategy> = new Set<Strategy>(['Rebase and merge']);
const MENU_ID = 'button-group-split-menu';

export default function ButtonGroupSplit() {
  const [open, setOpen] = React.useState(false);
  const [strategy, setStrategy] = React.useState<Strategy>('Squash and merge');
  const [log, setLog] = React.useState('Nothing merged yet');
  const anchorRef = React.useRef<HTMLDivElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    // After this render: the menu item that handled the key still holds the focus until then.
    if (returnFocus) setTimeout(() => toggleRef.current?.focus());
  };

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // A click on the arrow button is handled by its own onClick.
    if (anchorRef.current?.contains(event.target as Node)) return;
    close(false);
  };

  const handleMenuKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <ButtonGroup
        variant="contained"
        ref={anchorRef}
        aria-label="Merge the pull request"
      >
        <Button onClick={() => setLog(`Merged with: ${strategy}`)}>{strategy}</Button>
        <Button
          ref={toggleRef}
          size="small"
          aria-label="Choose a merge strategy"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? MENU_ID : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        transition
        sx={{ zIndex: 'modal' }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper elevation={8}>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList
                  id={MENU_ID}
                  autoFocusItem
                  aria-label="Merge strategies"
                  onKeyDown={handleMenuKeyDown}
                >
                  {STRATEGIES.map((option) => (
                    <MenuItem
                      key={option}
                      selected={option === strategy}
                      disabled={DISABLED.has(option)}
                      onClick={() => {
                        setStrategy(option);
                        close(true);
                      }}
                    >
                      {option}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
      <Typography variant="body2" aria-live="polite">
        Strategy: {strategy}. {log}.
      </Typography>
    </Stack>
  );
}
