import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

interface Question {
  id: string;
  question: string;
  answer: string;
}

const QUESTIONS: Question[] = [
  {
    id: 'trial',
    question: 'How long is the free trial?',
    answer:
      'Fourteen days, with every feature of the Team plan. No card is needed to start.',
  },
  {
    id: 'seats',
    question: 'Can I add seats later?',
    answer:
      'Yes. New seats are billed for the rest of the current month only, then at the normal rate.',
  },
  {
    id: 'export',
    question: 'How do I export my data?',
    answer:
      'Open Settings, then Data, and choose CSV or JSON. Large exports arrive by email within an hour.',
  },
];

export default function AccordionControlled() {
  // The id of the open question, or false when every panel is closed.
  const [expanded, setExpanded] = React.useState<string | false>('trial');

  const handleChange =
    (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? id : false);
    };

  return (
    <div>
      {QUESTIONS.map((item) => (
        <Accordion
          key={item.id}
          expanded={expanded === item.id}
          onChange={handleChange(item.id)}
        >
          <AccordionSummary
            id={`accordion-controlled-${item.id}-summary`}
            aria-controls={`accordion-controlled-${item.id}-panel`}
            expandIcon={<ExpandMoreIcon />}
          >
            {item.question}
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
