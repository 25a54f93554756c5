import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Topic {
  key: number;
  label: string;
}

const TOPICS: readonly Topic[] = [
  { key: 1, label: 'Accessibility' },
  { key: 2, label: 'Performance' },
  { key: 3, label: 'Theming' },
  { key: 4, label: 'Testing' },
  { key: 5, label: 'Localization' },
];

export default function ChipArrayRestore() {
  const [topics, setTopics] = React.useState<readonly Topic[]>(TOPICS);
  const [removed, setRemoved] = React.useState<string | null>(null);
  const chipRefs = React.useRef(new Map<number, HTMLDivElement>());
  const restoreRef = React.useRef<HTMLButtonElement>(null);
  // After a deletion the focused chip is gone: move the focus to its neighbor, or to Restore.
  const focusAfterDelete = React.useRef<number | 'restore' | null>(null);

  React.useEffect(() => {
    const target = focusAfterDelete.current;
    focusAfterDelete.current = null;
    if (target === 'restore') restoreRef.current?.focus();
    else if (target !== null) chipRefs.current.get(target)?.focus();
  }, [topics]);

  const remove = (topic: Topic) => {
    const index = topics.indexOf(topic);
    const neighbor = topics[index + 1] ?? topics[index - 1];
    const hadFocus = chipRefs.current.get(topic.key) === document.activeElement;
    if (hadFocus) focusAfterDelete.current = neighbor ? neighbor.key : 'restore';
    setTopics(topics.filter((entry) => entry.key !== topic.key));
    setRemoved(topic.label);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography id="chip-array-hint" variant="body2" color="text.secondary">
        Remove a topic with its delete icon, or focus it and press Backspace or Delete.
      </Typography>
      <Paper
        variant="outlined"
        component="ul"
        aria-label="Followed topics"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          listStyle: 'none',
          p: 1,
          m: 0,
          minHeight: 50,
          width: 1,
        }}
      >
        {topics.map((topic) => (
          <li key={topic.key}>
            <Chip
              ref={(element: HTMLDivElement | null) => {
                if (element) chipRefs.current.set(topic.key, element);
                else chipRefs.current.delete(topic.key);
              }}
              label={topic.label}
              aria-describedby="chip-array-hint"
              onDelete={() => remove(topic)}
            />
          </li>
        ))}
      </Paper>
      <Button
        ref={restoreRef}
        variant="outlined"
        size="small"
        disabled={topics.length === TOPICS.length}
        onClick={() => {
          setTopics(TOPICS);
          setRemoved(null);
        }}
      >
        Restore all topics
      </Button>
      <Typography variant="body2" role="status">
        {removed
          ? `Removed ${removed}. ${topics.length} of ${TOPICS.length} topics left.`
          : `${topics.length} topics followed.`}
      </Typography>
    </Stack>
  );
}
