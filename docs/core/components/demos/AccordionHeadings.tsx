import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface HeadingSummaryProps {
  id: string;
  'aria-controls': string;
  level: number;
  children: React.ReactNode;
}

/**
 * The first child of an Accordion: a heading around the summary button. Accordion reads `id` and
 * `aria-controls` from its first child to label its panel, so they are passed through to the summary.
 * The summary renders <div> elements, which an <h3> may not contain; role="heading" on a <div> may.
 */
function HeadingSummary({
  id,
  'aria-controls': ariaControls,
  level,
  children,
}: HeadingSummaryProps) {
  return (
    <Box role="heading" aria-level={level}>
      <AccordionSummary
        id={id}
        aria-controls={ariaControls}
        expandIcon={<ExpandMoreIcon />}
      >
        <Typography component="span" variant="subtitle1">
          {children}
        </Typography>
      </AccordionSummary>
    </Box>
  );
}

const STEPS = [
  {
    id: 'install',
    title: 'Install the app',
    text: 'Download the installer for your system and run it.',
  },
  {
    id: 'sign-in',
    title: 'Sign in',
    text: 'Use the email address your team administrator invited.',
  },
  {
    id: 'sync',
    title: 'Choose folders to sync',
    text: 'Pick the shared folders you need on this computer.',
  },
];

export default function AccordionHeadings() {
  return (
    <div>
      {STEPS.map((step) => (
        <Accordion key={step.id}>
          <HeadingSummary
            id={`accordion-headings-${step.id}-summary`}
            aria-controls={`accordion-headings-${step.id}-panel`}
            level={3}
          >
            {step.title}
          </HeadingSummary>
          <AccordionDetails>
            <Typography variant="body2">{step.text}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
