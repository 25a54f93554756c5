import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface Note {
  title: string;
  text: string;
}

const NOTES: readonly Note[] = [
  { title: 'Groceries', text: 'Oat milk, lemons, rye bread.' },
  {
    title: 'Trip to the coast',
    text: 'Book the 8:15 train, pack the rain jackets, ask Ines to water the plants on Saturday and Sunday.',
  },
  { title: 'Call', text: 'Dentist, before Friday.' },
  {
    title: 'Reading list',
    text: 'The short story collection from the library, due back on the 14th.',
  },
  {
    title: 'Garden',
    text: 'Sow the basil indoors; move the tomatoes to bigger pots once the roots show.',
  },
  { title: 'Gift ideas', text: 'A cookbook for Malik.' },
  {
    title: 'Bike',
    text: 'Pump the tires, oil the chain, replace the rear light battery.',
  },
];

export default function LabMasonry() {
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Masonry
        columns={{ xs: 2, sm: 3 }}
        spacing={1.5}
        defaultColumns={2}
        defaultSpacing={1.5}
        defaultHeight={480}
      >
        {NOTES.map((note) => (
          <Paper key={note.title} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.text}
            </Typography>
          </Paper>
        ))}
      </Masonry>
    </Box>
  );
}
