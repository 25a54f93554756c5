import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type ListElement = 'ul' | 'ol';

const STEPS = [
  'Preheat the oven to 200 °C',
  'Slice the vegetables',
  'Roast for 25 minutes',
];

export default function BoxComponentList() {
  const [element, setElement] = React.useState<ListElement>('ol');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={element}
        onChange={(_event, next: ListElement | null) => {
          // An exclusive group reports null when the pressed button is pressed again.
          if (next !== null) setElement(next);
        }}
        aria-label="List element"
      >
        <ToggleButton value="ol">Numbered</ToggleButton>
        <ToggleButton value="ul">Bulleted</ToggleButton>
      </ToggleButtonGroup>
      <Box
        component={element}
        sx={{
          mt: 2,
          mb: 0,
          py: 1,
          // Logical padding keeps the markers inside the box in right-to-left too.
          paddingInlineStart: 4,
          paddingInlineEnd: 2,
          borderInlineStart: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
        }}
      >
        {STEPS.map((step) => (
          <Box component="li" key={step} sx={{ py: 0.5 }}>
            {step}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        Rendered element: <code>{`<${element}>`}</code>
      </Typography>
    </Box>
  );
}
