import React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import { SECTION_LAYOUTS, type LayoutSection, type SectionLayout } from '@site/src/modules/apiDocs/sectionLayout';
import { layoutName, layoutSwitchLabel } from './strings';

const ICONS: Record<SectionLayout, React.ReactNode> = {
  table: <TableRowsOutlinedIcon fontSize="small" />,
  list: <ViewAgendaOutlinedIcon fontSize="small" />,
};

/** The table/list switch of one section. */
export default function LayoutSwitch({
  section,
  layout,
  onChange,
}: {
  section: LayoutSection;
  layout: SectionLayout;
  onChange(layout: SectionLayout): void;
}): React.JSX.Element {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={layout}
      aria-label={layoutSwitchLabel(section)}
      onChange={(_event, next: SectionLayout | null) => {
        if (next !== null) onChange(next);
      }}
      sx={{ '& .MuiToggleButton-root': { gap: 0.5, textTransform: 'none', py: 0.25, px: 1 } }}
    >
      {SECTION_LAYOUTS.map((choice) => (
        <ToggleButton key={choice} value={choice}>
          {ICONS[choice]}
          {layoutName(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
