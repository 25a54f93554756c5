import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

/** The `Mui…` class names of an element and of everything inside it, once each, in document order. */
function muiClassNames(root: HTMLElement): string[] {
  const names = new Set<string>();
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const name of Array.from(element.classList)) {
      if (name.startsWith('Mui')) names.add(name);
    }
  }
  return [...names];
}

export default function DiscoverClassNames() {
  const sampleRef = React.useRef<HTMLDivElement>(null);
  const [notify, setNotify] = React.useState(true);
  const [found, setFound] = React.useState<string[] | null>(null);

  const inspect = () => {
    if (sampleRef.current) setFound(muiClassNames(sampleRef.current));
  };

  return (
    <Stack spacing={2}>
      <Box
        ref={sampleRef}
        role="group"
        aria-label="Sample components"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Button variant="contained" disabled>
          Saved
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
              inputProps={{ role: 'switch' }}
            />
          }
          label="Notify me"
        />
      </Box>

      <div>
        <Button variant="outlined" onClick={inspect}>
          List the Mui class names
        </Button>
      </div>

      <div aria-live="polite">
        {found === null ? (
          <Typography variant="body2">
            Press the button to read the class names of the sample from the page. Toggle
            the switch and list them again to see its state class change.
          </Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {`${found.length} class names start with “Mui”:`}
            </Typography>
            <Box
              component="ul"
              aria-label="Mui class names"
              sx={{
                m: 0,
                pl: 3,
                fontFamily: 'monospace',
                fontSize: '0.8125rem',
                overflowWrap: 'anywhere',
              }}
            >
              {found.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </Box>
          </>
        )}
      </div>
    </Stack>
  );
}
