import * as React from 'react';
import TablePagination from '@mui/material/TablePagination';

export default function TablePaginationBasic() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <TablePagination
      component="div"
      count={137}
      page={page}
      onPageChange={(_event, newPage) => setPage(newPage)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[10, 25, 50]}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}
