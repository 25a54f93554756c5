import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionBasic() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          id="accordion-basic-shipping-summary"
          aria-controls="accordion-basic-shipping-panel"
          expandIcon={<ExpandMoreIcon />}
        >
          Shipping
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Orders placed before 2 p.m. leave the warehouse the same day and arrive within
            three working days.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary
          id="accordion-basic-returns-summary"
          aria-controls="accordion-basic-returns-panel"
          expandIcon={<ExpandMoreIcon />}
        >
          Returns
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Send an unused item back within 30 days with the prepaid label from your order
            email.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          id="accordion-basic-gift-summary"
          aria-controls="accordion-basic-gift-panel"
          expandIcon={<ExpandMoreIcon />}
        >
          Gift wrapping (not available for this order)
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Gift wrapping costs 3 dollars per item.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
