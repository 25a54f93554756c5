import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { SUPPORT_TICKETS } from './data/pie';

const total = SUPPORT_TICKETS.reduce((sum, channel) => sum + channel.value, 0);

const CenterText = styled('text')({
  fill: 'var(--mui-palette-text-primary)',
  textAnchor: 'middle',
  dominantBaseline: 'central',
  fontSize: 22,
  fontWeight: 600,
});

/** Draws its text in the middle of the chart's drawing area, where the pie is centered by default. */
function PieCenterLabel({ children }: { children: string }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <CenterText x={left + width / 2} y={top + height / 2}>
      {children}
    </CenterText>
  );
}

export default function PieChartCenterLabel() {
  return (
    <Box role="figure" aria-label={`Support tickets by channel, ${total} in total`}>
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
            innerRadius: 70,
            outerRadius: 100,
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => `${item.value} tickets`,
          },
        ]}
      >
        <PieCenterLabel>{`${total} tickets`}</PieCenterLabel>
      </PieChart>
    </Box>
  );
}
