import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Findings {
  rootTag: string;
  rootAttribute: string;
  inputTag: string;
}

export default function GuideApiRefForwarding() {
  // `ref` reaches the outermost DOM element; `inputRef` reaches the <input> inside.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [findings, setFindings] = React.useState<Findings | null>(null);

  // Refs are set once the elements exist in the browser: read them after mount.
  React.useEffect(() => {
    if (rootRef.current && inputRef.current) {
      setFindings({
        rootTag: rootRef.current.tagName.toLowerCase(),
        rootAttribute: rootRef.current.getAttribute('data-section') ?? 'missing',
        inputTag: inputRef.current.tagName.toLowerCase(),
      });
    }
  }, []);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <TextField
        ref={rootRef}
        inputRef={inputRef}
        // Not a TextField prop: it is passed on to the root element as it is.
        data-section="billing"
        label="Billing email"
        type="email"
        autoComplete="off"
      />
      <Button
        variant="outlined"
        onClick={() => inputRef.current?.focus()}
        sx={{ alignSelf: 'flex-start' }}
      >
        Focus the email field
      </Button>
      <Typography component="p" variant="body2" aria-live="polite">
        {findings
          ? `ref: a <${findings.rootTag}> with data-section="${findings.rootAttribute}"; inputRef: an <${findings.inputTag}>.`
          : 'The refs are read once the page is interactive.'}
      </Typography>
    </Stack>
  );
}
