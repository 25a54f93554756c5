import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig, ChartsYAxisProps } from '@mui/x-charts/models';
import { CHECKOUT_STAGES } from './data/planned';

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const first = CHECKOUT_STAGES[0].visitors;

/** "6,900 visitors, 31.8% of the previous step, 14.3% of all visitors" */
const describeStage = (value: number | null, index: number) => {
  if (value === null) return '';
  const parts = [`${count.format(value)} visitors`];
  if (index > 0)
    parts.push(
      `${percent.format(value / CHECKOUT_STAGES[index - 1].visitors)} of the previous step`,
    );
  parts.push(`${percent.format(value / first)} of all visitors`);
  return parts.join(', ');
};

// Typed as a band axis: the 7.14.0 types accept `categoryGapRatio` only on an axis declared as band.
const stageAxis: AxisConfig<'band', string, ChartsYAxisProps> = {
  id: 'stages',
  scaleType: 'band',
  data: CHECKOUT_STAGES.map((step) => step.stage),
  categoryGapRatio: 0.25,
};

export default function FunnelSortedBars() {
  return (
    <Box
      role="figure"
      aria-label="Visitors of an online shop at each step of the checkout, in one month"
    >
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[stageAxis]}
        xAxis={[{ valueFormatter: (value: number) => count.format(value) }]}
        series={[
          {
            label: 'Visitors',
            data: CHECKOUT_STAGES.map((step) => step.visitors),
            color: 'var(--mui-palette-primary-main)',
            valueFormatter: (value, { dataIndex }) => describeStage(value, dataIndex),
          },
        ]}
        borderRadius={4}
        slotProps={{ legend: { hidden: true } }}
        margin={{ top: 20, left: 130, right: 20 }}
      />
    </Box>
  );
}
