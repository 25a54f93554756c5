import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

export default function CheckboxIndeterminate() {
  const [selected, setSelected] = React.useState<readonly boolean[]>([
    true,
    false,
    true,
    false,
    false,
  ]);
  const count = selected.filter(Boolean).length;
  const all = count === DAYS.length;
  const some = count > 0 && !all;

  // Material UI only draws the mixed state and sets data-indeterminate on the input; setting the
  // DOM property as well lets screen readers announce "mixed" (the property has no HTML attribute,
  // so the server-rendered markup is unchanged).
  const parentInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (parentInput.current) parentInput.current.indeterminate = some;
  }, [some]);

  return (
    <Box>
      <FormControlLabel
        label="Every weekday"
        control={
          <Checkbox
            checked={all}
            indeterminate={some}
            inputRef={parentInput}
            onChange={(event) => setSelected(DAYS.map(() => event.target.checked))}
          />
        }
      />
      {/* paddingInlineStart indents the children on the correct side in right-to-left too. */}
      <Box
        role="group"
        aria-label="Weekdays"
        sx={{ display: 'flex', flexDirection: 'column', paddingInlineStart: 3 }}
      >
        {DAYS.map((day, index) => (
          <FormControlLabel
            key={day}
            label={day}
            control={
              <Checkbox
                checked={selected[index]}
                onChange={(event) =>
                  setSelected((current) =>
                    current.map((value, i) =>
                      i === index ? event.target.checked : value,
                    ),
                  )
                }
              />
            }
          />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        Reminders on {count} of {DAYS.length} weekdays
      </Typography>
    </Box>
  );
}
