import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const PLANS = [
  { name: 'Starter', price: '$0' },
  { name: 'Team', price: '$12' },
  { name: 'Company', price: '$30' },
];

export default function BoxResponsiveProps() {
  return (
    // System props written directly on Box: each one accepts a breakpoint object, like sx.
    <Box display="flex" flexDirection={{ xs: 'column', sm: 'row' }} gap={2}>
      {PLANS.map((plan) => (
        <Box
          key={plan.name}
          flex={1}
          p={2}
          border={1}
          borderColor="divider"
          borderRadius={1}
          textAlign={{ xs: 'start', sm: 'center' }}
        >
          <Typography sx={{ fontWeight: 'fontWeightMedium' }}>{plan.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {plan.price} per seat and month
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
