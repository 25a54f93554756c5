import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function TooltipRichContent() {
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      <Typography>Deposit: 150 euros</Typography>
      <Tooltip
        describeChild
        title={
          <>
            <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
              Refundable deposit
            </Typography>
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              Held on your card at pick-up and released within 3 days of the return.
            </Typography>
          </>
        }
        slotProps={{
          tooltip: {
            sx: {
              bgcolor: 'background.paper',
              color: 'text.primary',
              border: 1,
              borderColor: 'divider',
              boxShadow: 4,
              maxWidth: 260,
              p: 1.5,
            },
          },
        }}
      >
        <Button size="small" startIcon={<InfoOutlinedIcon />}>
          How deposits work
        </Button>
      </Tooltip>
    </Stack>
  );
}
