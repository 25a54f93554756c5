import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { REDESIGN_TASKS } from './data/pie';

const total = REDESIGN_TASKS.reduce((sum, status) => sum + status.value, 0);

export default function PieDemoTaskStatus() {
  return (
    <Box role="figure" aria-label={`Website redesign: ${total} tasks by status`}>
      <PieChart
        height={240}
        series={[
          {
            data: REDESIGN_TASKS,
            startAngle: -90,
            endAngle: 90,
            innerRadius: 80,
            outerRadius: 140,
            cy: '85%',
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => `${item.value} of ${total} tasks`,
          },
        ]}
        margin={{ top: 10, bottom: 50, left: 10, right: 10 }}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
            itemMarkWidth: 12,
            itemMarkHeight: 12,
          },
        }}
      />
    </Box>
  );
}
