import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const suggestedTopics = [
  'accessibility',
  'performance',
  'react',
  'server rendering',
  'testing',
  'typescript',
];

export default function AutocompleteTagsFreeSolo() {
  const [topics, setTopics] = React.useState<string[]>(['react']);

  return (
    <Stack spacing={2} sx={{ maxWidth: 340 }}>
      <Autocomplete
        multiple
        freeSolo
        options={suggestedTopics}
        value={topics}
        onChange={(_event, next) => setTopics(next)}
        filterSelectedOptions
        renderTags={(selected, getTagProps) =>
          selected.map((topic, index) => {
            // getTagProps returns a key: pass it directly, not inside the spread.
            const { key, ...tagProps } = getTagProps({ index });
            return <Chip key={key} label={topic} size="small" {...tagProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Topics"
            helperText="Pick a suggestion or type your own and press Enter"
          />
        )}
      />
      <Typography variant="body2" aria-live="polite">
        Topics ({topics.length}): {topics.length > 0 ? topics.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
