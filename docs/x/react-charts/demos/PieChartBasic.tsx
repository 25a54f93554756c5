import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { HOME_ELECTRICITY_KWH } from './data/pie';

const number = new Intl.NumberFormat('en-US');

export default function PieChartBasic() {
  return (
    <Box role="figure" aria-label="Household electricity use in one year, by use">
      <PieChart
        height={260}
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
