import * as React from 'react';
import Rating, { IconContainerProps, ratingClasses } from '@mui/material/Rating';
import { svgIconClasses } from '@mui/material/SvgIcon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutral from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';

const FACES: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfied color="error" />, label: 'Very dissatisfied' },
  2: { icon: <SentimentDissatisfied color="error" />, label: 'Dissatisfied' },
  3: { icon: <SentimentNeutral color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAlt color="success" />, label: 'Satisfied' },
  5: { icon: <SentimentVerySatisfied color="success" />, label: 'Very satisfied' },
};

/** Draws the face for the value of each item; the Rating adds the empty or filled state around it. */
function FaceIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{FACES[value].icon}</span>;
}

export default function RatingSentiment() {
  const [value, setValue] = React.useState<number | null>(4);
  const labelId = React.useId();

  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Typography id={labelId} component="span" variant="body2">
        How do you feel about the new editor?
      </Typography>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        name="editor-feeling"
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        IconContainerComponent={FaceIcon}
        getLabelText={(rating) => FACES[rating].label}
        highlightSelectedOnly
        // The faces bring their own colors; gray out every face but the chosen one.
        sx={{
          [`& .${ratingClasses.iconEmpty} .${svgIconClasses.root}`]: {
            color: 'action.disabled',
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        Feeling: {value === null ? 'not given' : FACES[value].label}
      </Typography>
    </Stack>
  );
}
