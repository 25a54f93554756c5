import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { SUPPORT_TICKETS } from './data/pie';

type Shape = 'pie' | 'donut' | 'half';

interface ShapeSettings {
  innerRadius: number;
  startAngle: number;
  endAngle: number;
  cy: string;
}

const SHAPES: Record<Shape, ShapeSettings> = {
  pie: { innerRadius: 0, startAngle: 0, endAngle: 360, cy: '50%' },
  donut: { innerRadius: 55, startAngle: 0, endAngle: 360, cy: '50%' },
  half: { innerRadius: 55, startAngle: -90, endAngle: 90, cy: '75%' },
};

export default function PieChartShape() {
  const [shape, setShape] = React.useState<Shape>('donut');
  const [separated, setSeparated] = React.useState(true);
  const settings = SHAPES[shape];
  const paddingAngle = separated ? 3 : 0;
  const cornerRadius = separated ? 6 : 0;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, value: Shape | null) => value && setShape(value)}
          aria-label="Shape"
        >
          <ToggleButton value="pie">Pie</ToggleButton>
          <ToggleButton value="donut">Donut</ToggleButton>
          <ToggleButton value="half">Half donut</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={separated}
              onChange={(event) => setSeparated(event.target.checked)}
            />
          }
          label="Gaps and rounded corners"
        />
      </Stack>
      <Box role="figure" aria-label="Support tickets closed in one week, by channel">
        <PieChart
          height={280}
          // The legend goes below the pie: beside it, it would cover the pie on a phone.
          margin={{ top: 10, bottom: 40, left: 10, right: 10 }}
          slotProps={{
            legend: {
              direction: 'row',
              position: { vertical: 'bottom', horizontal: 'middle' },
              padding: 0,
            },
          }}
          series={[
            {
              data: SUPPORT_TICKETS,
              innerRadius: settings.innerRadius,
              outerRadius: 100,
              startAngle: settings.startAngle,
              endAngle: settings.endAngle,
              cy: settings.cy,
              paddingAngle,
              cornerRadius,
              valueFormatter: (item) => `${item.value} tickets`,
            },
          ]}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`innerRadius: ${settings.innerRadius}, startAngle: ${settings.startAngle}, endAngle: ${settings.endAngle}, paddingAngle: ${paddingAngle}, cornerRadius: ${cornerRadius}`}
      </Typography>
    </Stack>
  );
}
