import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function Body({ title, text }: { title: React.ReactNode; text: string }) {
  return (
    <CardContent>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </CardContent>
  );
}

export default function CardVariants() {
  const [raised, setRaised] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            inputProps={{ role: 'switch' }}
            checked={raised}
            onChange={(event) => setRaised(event.target.checked)}
          />
        }
        label="raised (third card)"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Card sx={{ flex: 1 }}>
          <Body title="Default" text="An elevation of 1: a soft shadow." />
        </Card>
        <Card variant="outlined" sx={{ flex: 1 }}>
          <Body
            title={<bdi>variant=&quot;outlined&quot;</bdi>}
            text="A 1 pixel border in the divider color, no shadow."
          />
        </Card>
        <Card raised={raised} sx={{ flex: 1 }}>
          <Body
            title="raised"
            text={raised ? 'Elevation 8: a deeper shadow.' : 'Back to elevation 1.'}
          />
        </Card>
      </Stack>
    </Stack>
  );
}
