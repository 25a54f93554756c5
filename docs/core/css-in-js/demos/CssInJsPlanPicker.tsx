import * as React from 'react';
import { styled, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Readable class names for the inner elements, as a JSS style sheet had one rule per element.
const planClasses = {
  card: 'PlanPicker-card',
  name: 'PlanPicker-name',
  price: 'PlanPicker-price',
  // Material UI's own state class, shared by every component.
  selected: 'Mui-selected',
};

const paletteOf = (theme: Theme) =>
  ((theme as Theme & { vars?: Pick<Theme, 'palette'> }).vars ?? theme).palette;

// One styled root holds the rules of every inner element, reached by class name: the
// equivalent of the `root`, `name`, `price` rules and the `$selected` references of makeStyles.
const PlanList = styled('ul')(({ theme }) => {
  const palette = paletteOf(theme);
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    [`& .${planClasses.card}`]: {
      width: '100%',
      padding: theme.spacing(2),
      font: 'inherit',
      color: 'inherit',
      textAlign: 'start',
      cursor: 'pointer',
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
    },
    [`& .${planClasses.card}:focus-visible`]: {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    [`& .${planClasses.name}`]: {
      display: 'block',
      fontWeight: theme.typography.fontWeightMedium,
    },
    [`& .${planClasses.price}`]: { display: 'block', color: palette.text.secondary },
    [`& .${planClasses.card}.${planClasses.selected}`]: {
      borderColor: palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
    },
    [`& .${planClasses.selected} .${planClasses.price}`]: { color: palette.text.primary },
  };
});

const PLANS = [
  { name: 'Starter', price: '€0 per month' },
  { name: 'Team', price: '€12 per user and month' },
  { name: 'Business', price: '€25 per user and month' },
];

export default function CssInJsPlanPicker() {
  const [selected, setSelected] = React.useState('Team');

  return (
    <Stack spacing={2}>
      <PlanList aria-label="Plans">
        {PLANS.map((plan) => {
          const isSelected = plan.name === selected;
          return (
            <li key={plan.name}>
              <button
                type="button"
                aria-pressed={isSelected}
                className={
                  isSelected
                    ? `${planClasses.card} ${planClasses.selected}`
                    : planClasses.card
                }
                onClick={() => setSelected(plan.name)}
              >
                <span className={planClasses.name}>{plan.name}</span>
                <span className={planClasses.price}>{plan.price}</span>
              </button>
            </li>
          );
        })}
      </PlanList>
      <Typography role="status">Selected plan: {selected}</Typography>
    </Stack>
  );
}
