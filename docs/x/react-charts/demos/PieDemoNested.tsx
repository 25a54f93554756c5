import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { ELECTRICITY_SOURCES_TWH } from './data/pie';

/**
 * Each group takes a color family of the theme: the light shade for the group (black labels stay
 * readable on it in both modes), the main and dark shades for its sources.
 */
const GROUP_COLORS: Record<string, { group: string; parts: readonly string[] }> = {
  fossil: { group: 'warning-light', parts: ['warning-main', 'warning-dark'] },
  renewable: {
    group: 'success-light',
    parts: ['success-main', 'success-dark', 'success-light'],
  },
  nuclear: { group: 'info-light', parts: ['info-main'] },
};

const paletteVar = (name: string) => `var(--mui-palette-${name})`;

const groups = ELECTRICITY_SOURCES_TWH.map((group) => ({
  id: group.id,
  label: group.label,
  value: group.parts.reduce((sum, part) => sum + part.value, 0),
  color: paletteVar(GROUP_COLORS[group.id].group),
}));

const sources = ELECTRICITY_SOURCES_TWH.flatMap((group) =>
  group.parts.map((part, index) => ({
    ...part,
    color: paletteVar(GROUP_COLORS[group.id].parts[index]),
  })),
);

const total = groups.reduce((sum, group) => sum + group.value, 0);
const twh = (value: number) =>
  `${value} TWh (${Math.round((value / total) * 100)}% of ${total} TWh)`;

export default function PieDemoNested() {
  return (
    <Box
      role="figure"
      aria-label="Electricity generated in one year, by group and by source"
    >
      <PieChart
        height={300}
        series={[
          {
            id: 'groups',
            data: groups,
            outerRadius: 80,
            paddingAngle: 1,
            arcLabel: 'label',
            arcLabelRadius: 45,
            valueFormatter: (item) => twh(item.value),
          },
          {
            id: 'sources',
            data: sources,
            innerRadius: 90,
            outerRadius: 125,
            paddingAngle: 1,
            valueFormatter: (item) => twh(item.value),
          },
        ]}
        slotProps={{ legend: { hidden: true } }}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: {
            fill: 'var(--mui-palette-common-black)',
            fontWeight: 500,
          },
        }}
        margin={{ top: 10, bottom: 10, left: 10, right: 10 }}
      />
    </Box>
  );
}
