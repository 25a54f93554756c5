import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';

const CONTACTS: Readonly<Record<string, readonly string[]>> = {
  A: ['Abebe Bikila', 'Ada Lindqvist', 'Aiko Tanaka', 'Amara Diallo'],
  B: ['Bao Nguyen', 'Beatriz Souza', 'Bruno Keller'],
  C: ['Camille Laurent', 'Chidi Okeke', 'Cyrus Farahani', 'Clara Jensen'],
  D: ['Dalia Haddad', 'Diego Ramírez', 'Dmitri Volkov'],
};

export default function ListStickySubheaders() {
  return (
    // The list scrolls inside a box of fixed height: the box takes the keyboard focus (arrow keys scroll
    // it) and has a name, so keyboard and screen reader users can reach and identify it.
    <Box
      tabIndex={0}
      role="region"
      aria-label="Contacts, scrollable"
      sx={{
        maxWidth: 360,
        maxHeight: 260,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-visible': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
        },
      }}
    >
      <List aria-label="Contacts" sx={{ py: 0 }}>
        {Object.entries(CONTACTS).map(([letter, names]) => (
          <li key={letter}>
            <Box component="ul" sx={{ p: 0 }} aria-labelledby={`list-sticky-${letter}`}>
              <ListSubheader id={`list-sticky-${letter}`}>{letter}</ListSubheader>
              {names.map((name) => (
                <ListItem key={name} dense>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </Box>
          </li>
        ))}
      </List>
    </Box>
  );
}
