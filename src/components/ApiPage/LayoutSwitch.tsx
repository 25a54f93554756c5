import React from 'react';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlinedIcon from '@mui/icons-material/ViewAgendaOutlined';
import ChoiceGroup, { type Choice } from '@site/src/components/ChoiceGroup';
import { SECTION_LAYOUTS, type LayoutSection, type SectionLayout } from '@site/src/modules/apiDocs/sectionLayout';
import { layoutName, layoutSwitchLabel } from './strings';

const ICONS: Record<SectionLayout, React.ReactNode> = {
  table: <TableRowsOutlinedIcon fontSize="small" />,
  list: <ViewAgendaOutlinedIcon fontSize="small" />,
};

/** The table/list switch of one section: a compact choice group named after the section. */
export default function LayoutSwitch({
  section,
  layout,
  onChange,
}: {
  section: LayoutSection;
  layout: SectionLayout;
  onChange(layout: SectionLayout): void;
}): React.JSX.Element {
  const choices: Choice<SectionLayout>[] = SECTION_LAYOUTS.map((choice) => ({
    value: choice,
    label: layoutName(choice),
    icon: ICONS[choice],
  }));
  return (
    <ChoiceGroup
      variant="compact"
      value={layout}
      choices={choices}
      label={layoutSwitchLabel(section)}
      onChange={onChange}
    />
  );
}
