import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Theme, ThemeProvider } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Styles created under this cache are mirrored (left <-> right) for right-to-left layout.
const rtlCache = createCache({ key: 'gridrtl', stylisPlugins: [prefixer, rtlPlugin] });

// The surrounding theme, turned right-to-left; the grid reads `theme.direction` for scrolling and keys.
const toRtl = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });

interface City {
  id: number;
  name: string;
  country: string;
  population: number;
}

const rows: City[] = [
  { id: 1, name: 'القاهرة', country: 'مصر', population: 10100000 },
  { id: 2, name: 'الدار البيضاء', country: 'المغرب', population: 3750000 },
  { id: 3, name: 'عمّان', country: 'الأردن', population: 4060000 },
  { id: 4, name: 'تونس', country: 'تونس', population: 640000 },
  { id: 5, name: 'مسقط', country: 'عُمان', population: 1720000 },
];

const arabicNumbers = new Intl.NumberFormat('ar-EG');

const columns: GridColDef<City>[] = [
  { field: 'name', headerName: 'المدينة', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'البلد', width: 130 },
  {
    field: 'population',
    headerName: 'عدد السكان',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => arabicNumbers.format(value),
  },
];

export default function LocalizationRtlArabic() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={toRtl}>
        {/* dir puts the text, the columns and the scrollbar on the right-to-left side. */}
        <div dir="rtl" lang="ar" style={{ height: 420, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            checkboxSelection
            localeText={arSD.components.MuiDataGrid.defaultProps.localeText}
            // Menus and panels open in a portal under <body>, outside the div above: give them the direction too.
            slotProps={{ basePopper: { dir: 'rtl' } }}
          />
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
