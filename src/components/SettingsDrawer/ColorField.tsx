import React, { useId, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { translate } from '@docusaurus/Translate';
import { isHexColor } from '@site/src/modules/preferences/paletteValidation';

interface Props {
  label: string;
  /** The colour in use (custom or default), as #rrggbb. */
  value: string;
  onChange(color: string): void;
}

/** Normalises #rgb to #rrggbb, the form the native colour input needs. */
export function toLongHex(color: string): string {
  const hex = color.trim().toLowerCase();
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

/**
 * A colour picker: the browser's native swatch plus a text field for typing a hex value. What the
 * reader types is kept while it is not a valid colour yet, with a message saying what is expected.
 */
export default function ColorField({ label, value, onChange }: Props): React.JSX.Element {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const swatchId = useId();
  // A new colour from outside (a reset, the other mode's default) replaces the text in the same
  // render, rather than in an effect that would render the field a second time.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const invalid = !isHexColor(text);

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1.5 }}>
      <Box
        component="input"
        type="color"
        id={swatchId}
        aria-label={translate(
          {
            id: 'settings.colors.swatch',
            message: '{color} color swatch',
            description: 'Accessible name of a native colour picker',
          },
          { color: label },
        )}
        value={toLongHex(isHexColor(text) ? text : value)}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
        sx={{
          width: 48,
          height: 40,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          flexShrink: 0,
        }}
      />
      <TextField
        label={label}
        value={text}
        size="small"
        fullWidth
        error={invalid}
        helperText={
          invalid
            ? translate({
                id: 'settings.colors.invalid',
                message: 'Enter a hex color such as #0059b2',
                description: 'Helper text for an invalid colour',
              })
            : ' '
        }
        inputProps={{ spellCheck: false, autoComplete: 'off', maxLength: 7 }}
        onChange={(event) => {
          setText(event.target.value);
          if (isHexColor(event.target.value)) onChange(toLongHex(event.target.value));
        }}
      />
    </Box>
  );
}
