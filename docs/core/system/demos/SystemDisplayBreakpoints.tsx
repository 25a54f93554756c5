import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';

export default function SystemDisplayBreakpoints() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // Printed pages leave the toolbar out.
        displayPrint: 'none',
      }}
    >
      <Typography component="p" sx={{ flexGrow: 1, fontWeight: 'medium', minWidth: 0 }}>
        Invoice 2024-117
      </Typography>
      {/* Below md: an icon button, which takes little room. */}
      <IconButton
        aria-label="Print the invoice"
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <PrintIcon />
      </IconButton>
      {/* From md: the same action with a visible label. */}
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        Print the invoice
      </Button>
      {/* Only from lg: a secondary hint. */}
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', display: { xs: 'none', lg: 'block' } }}
      >
        Due in 14 days
      </Typography>
    </Box>
  );
}
