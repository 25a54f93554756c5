import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { HOME_ELECTRICITY_KWH } from './data/pie';

const number = new Intl.NumberFormat('en-US');

export default function PieChartBasic() {
  return (
    <Box role="figure" aria-label="Household electricity use in one year, by use">
      <PieChart
        height={320}
        // The legend goes below the pie: beside it, it would cover the pie on a phone.
        margin={{ top: 10, bottom: 70, left: 10, right: 10 }}
        slotProps={{
          legend: {
            direction: 'row',
            position: { vertical: 'bottom', horizontal: 'middle' },
            padding: 0,
          },
        }}
        series={[
          {
            data: HOME_ELECTRICITY_KWH,
            valueFormatter: (item) => `${number.format(item.value)} kWh`,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 6 },
            faded: { additionalRadius: -8, color: 'gray' },
          },
        ]}
      />
    </Box>
  );
}
