import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { chargedAmount, formatDollars, monthlyEquivalent, type Billing, type Tier } from './tiers';

function billingNote(tier: Tier, billing: Billing): string {
  if (tier.monthlyPrice === 0) return 'Free for as long as you like';
  return billing === 'yearly'
    ? `${formatDollars(chargedAmount(tier, billing))} per seat, billed yearly`
    : 'Per seat, billed monthly';
}

/** One plan: name, audience, price for the billing period, what it includes, and its action. */
export default function PlanCard({ tier, billing }: { tier: Tier; billing: Billing }): React.JSX.Element {
  const headingId = `plan-${tier.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: tier.highlighted ? 'primary.main' : 'divider',
        borderWidth: tier.highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography id={headingId} variant="h5" component="h2">
            {tier.name}
          </Typography>
          {tier.highlighted ? <Chip label="Most popular" color="primary" size="small" /> : null}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {tier.audience}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
          <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
            {formatDollars(monthlyEquivalent(tier, billing))}
          </Typography>
          <Typography component="span" variant="body1" sx={{ color: 'text.secondary' }}>
            / month
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {billingNote(tier, billing)}
        </Typography>
        <List dense disablePadding aria-label={`${tier.name} includes`}>
          {tier.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
                <CheckCircleOutline fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button fullWidth variant={tier.highlighted ? 'contained' : 'outlined'} href="./sign-up">
          {tier.cta}
        </Button>
      </CardActions>
    </Card>
  );
}
