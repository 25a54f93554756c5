import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Variant {
  size: string;
  stock: number;
  price: number;
}

interface Product {
  id: number;
  name: string;
  variants: Variant[];
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Merino hoodie',
    variants: [
      { size: 'S', stock: 12, price: 89 },
      { size: 'M', stock: 4, price: 89 },
      { size: 'L', stock: 0, price: 92 },
    ],
  },
  { id: 2, name: 'Canvas tote', variants: [{ size: 'One size', stock: 58, price: 24 }] },
  {
    id: 3,
    name: 'Trail runners',
    variants: [
      { size: '40', stock: 3, price: 129 },
      { size: '42', stock: 9, price: 129 },
      { size: '44', stock: 6, price: 129 },
      { size: '46', stock: 1, price: 135 },
    ],
  },
];

const LINE_HEIGHT = 36;
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** One line per variant, with a fixed line height so the lines of every column align. */
function variantLines(format: (variant: Variant) => string) {
  return function VariantLines(params: GridRenderCellParams<Product>) {
    return (
      <Box sx={{ width: '100%' }}>
        {params.row.variants.map((variant, index) => (
          <Box
            key={variant.size}
            sx={{
              height: LINE_HEIGHT,
              lineHeight: `${LINE_HEIGHT}px`,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            {format(variant)}
          </Box>
        ))}
      </Box>
    );
  };
}

const columns: GridColDef<Product>[] = [
  // This cell is as tall as all the variant lines: it reads like a cell spanning rows.
  { field: 'name', headerName: 'Product', width: 170 },
  {
    field: 'size',
    headerName: 'Size',
    width: 120,
    sortable: false,
    valueGetter: (_value, row) => row.variants.map((variant) => variant.size).join(', '),
    renderCell: variantLines((variant) => variant.size),
  },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) =>
      row.variants.reduce((sum, variant) => sum + variant.stock, 0),
    renderCell: variantLines((variant) => String(variant.stock)),
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) =>
      Math.min(...row.variants.map((variant) => variant.price)),
    renderCell: variantLines((variant) => usd.format(variant.price)),
  },
];

export default function RowSpanningStackedCells() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={({ model }) => (model as Product).variants.length * LINE_HEIGHT}
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
