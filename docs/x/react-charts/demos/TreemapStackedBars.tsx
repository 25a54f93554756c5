import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { DISK_USAGE_MB, PROJECT_FOLDERS } from './data/planned';

const megabytes = (value: number | null) => (value === null ? '' : `${value} MB`);

export default function TreemapStackedBars() {
  return (
    <Box
      role="figure"
      aria-label="Disk space used by a web project's folders, by kind of file"
    >
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: [...PROJECT_FOLDERS] }]}
        xAxis={[{ label: 'Megabytes' }]}
        series={[
          {
            label: 'Code',
            data: DISK_USAGE_MB.code,
            stack: 'size',
            valueFormatter: megabytes,
          },
          {
            label: 'Images',
            data: DISK_USAGE_MB.images,
            stack: 'size',
            valueFormatter: megabytes,
          },
          {
            label: 'Other',
            data: DISK_USAGE_MB.other,
            stack: 'size',
            valueFormatter: megabytes,
          },
        ]}
        grid={{ vertical: true }}
        margin={{ left: 100 }}
      />
    </Box>
  );
}
