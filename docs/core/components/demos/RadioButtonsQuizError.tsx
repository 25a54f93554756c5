import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

type Result = { kind: 'idle' | 'empty' | 'wrong' | 'right'; text: string };

const IDLE: Result = { kind: 'idle', text: 'Pick one answer, then check it.' };

export default function RadioButtonsQuizError() {
  const labelId = React.useId();
  const helperId = React.useId();
  const [answer, setAnswer] = React.useState('');
  const [result, setResult] = React.useState<Result>(IDLE);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (answer === '') setResult({ kind: 'empty', text: 'Choose an answer first.' });
    else if (answer === 'mars')
      setResult({
        kind: 'right',
        text: 'Correct: Mars has two moons, Phobos and Deimos.',
      });
    else setResult({ kind: 'wrong', text: 'Not quite. Try another planet.' });
  };

  const error = result.kind === 'empty' || result.kind === 'wrong';

  return (
    <form onSubmit={handleSubmit}>
      <FormControl error={error}>
        <FormLabel id={labelId}>Which planet has two moons?</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          name="planet-quiz"
          value={answer}
          onChange={(_event, value) => {
            setAnswer(value);
            setResult(IDLE);
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
          <FormControlLabel value="jupiter" control={<Radio />} label="Jupiter" />
        </RadioGroup>
        <FormHelperText id={helperId} role="status">
          {result.text}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
