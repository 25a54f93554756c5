import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarQuickFilter,
} from '@mui/x-data-grid';
import { deDE, enUS, esES, frFR, jaJP, ptBR, zhCN } from '@mui/x-data-grid/locales';

const LOCALES = {
  'en-US': { name: 'English', grid: enUS },
  'fr-FR': { name: 'Français', grid: frFR },
  'de-DE': { name: 'Deutsch', grid: deDE },
  'es-ES': { name: 'Español', grid: esES },
  'pt-BR': { name: 'Português (Brasil)', grid: ptBR },
  'ja-JP': { name: '日本語', grid: jaJP },
  'zh-CN': { name: '简体中文', grid: zhCN },
} as const;

type LocaleTag = keyof typeof LOCALES;

interface Sale {
  id: number;
  product: string;
  date: Date;
  amount: number;
}

const PRODUCTS = [
  'Espresso machine',
  'Milk frother',
  'Burr grinder',
  'Pour-over kettle',
  'Scale',
];

const rows: Sale[] = Array.from({ length: 36 }, (_, index) => ({
  id: index + 1,
  product: PRODUCTS[index % PRODUCTS.length],
  date: new Date(2024, 2, 1 + index),
  amount: 1200 + ((index * 7919) % 90000) / 10,
}));

function SalesToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <GridToolbarExport />
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function LocalizationLocalePicker() {
  const [tag, setTag] = React.useState<LocaleTag>('fr-FR');

  // The grid's texts come from the locale object; dates and amounts from Intl, with the same tag.
  const columns = React.useMemo<GridColDef<Sale>[]>(() => {
    const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const moneyFormat = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'EUR',
    });
    return [
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
      {
        field: 'date',
        headerName: 'Date',
        type: 'date',
        width: 140,
        valueFormatter: (value: Date) => dateFormat.format(value),
      },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        width: 140,
        valueFormatter: (value: number) => moneyFormat.format(value),
      },
    ];
  }, [tag]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ width: 220 }}>
        <InputLabel id="grid-locale-label">Grid language</InputLabel>
        <Select
          labelId="grid-locale-label"
          label="Grid language"
          value={tag}
          onChange={(event) => setTag(event.target.value as LocaleTag)}
        >
          {(Object.keys(LOCALES) as LocaleTag[]).map((key) => (
            <MenuItem key={key} value={key} lang={key}>
              {LOCALES[key].name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 460, width: '100%' }} lang={tag}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={LOCALES[tag].grid.components.MuiDataGrid.defaultProps.localeText}
          slots={{ toolbar: SalesToolbar }}
          checkboxSelection
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
