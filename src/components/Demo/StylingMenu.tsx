import React, { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { translate } from '@docusaurus/Translate';
import type { CodeStyling } from '@site/src/modules/codePreferences/codePreferences';
import { demoEventAttributes, type DemoAction } from '@site/src/modules/analytics';

interface Props {
  stylings: readonly CodeStyling[];
  value: CodeStyling;
  onChange(styling: CodeStyling): void;
  /** The demo the menu belongs to (the label of its analytics events). */
  demoName: string;
}

const STYLING_ACTIONS: Record<CodeStyling, DemoAction> = {
  system: 'styling-system',
  tailwind: 'styling-tailwind',
  css: 'styling-css',
};

function stylingLabel(styling: CodeStyling): string {
  switch (styling) {
    case 'tailwind':
      return 'Tailwind CSS';
    case 'css':
      return translate({ id: 'demo.styling.css', message: 'Plain CSS', description: 'Code styling: plain CSS' });
    default:
      return translate({
        id: 'demo.styling.system',
        message: 'MUI System',
        description: 'Code styling: MUI System (sx and styled)',
      });
  }
}

/** The code styling menu, shown only for demos written in more than one styling. */
export default function StylingMenu({ stylings, value, onChange, demoName }: Props): React.JSX.Element {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = translate({
    id: 'demo.styling',
    message: 'Code styling',
    description: 'Demo toolbar: the styling menu',
  });
  return (
    <>
      <Button
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${name}: ${stylingLabel(value)}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none' }}
        {...demoEventAttributes('styling-menu', demoName)}
      >
        {stylingLabel(value)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {stylings.map((styling) => (
          <MenuItem
            key={styling}
            selected={styling === value}
            {...demoEventAttributes(STYLING_ACTIONS[styling], demoName)}
            onClick={() => {
              onChange(styling);
              setAnchor(null);
            }}
          >
            {stylingLabel(styling)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
