/**
 * The dashboard's side navigation: links to the page's sections. The link of the section chosen last
 * is marked as the current location.
 */
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { DASHBOARD_SECTIONS, type DashboardSectionId } from './sections';

interface DashboardNavProps {
  readonly current: DashboardSectionId;
  readonly onNavigate: (id: DashboardSectionId) => void;
}

export default function DashboardNav({ current, onNavigate }: DashboardNavProps) {
  return (
    <nav aria-label="Dashboard sections">
      <List sx={{ px: 1 }}>
        {DASHBOARD_SECTIONS.map(({ id, title, Icon }) => (
          <li key={id}>
            <ListItemButton
              component="a"
              href={`#${id}`}
              selected={id === current}
              aria-current={id === current ? 'location' : undefined}
              onClick={() => onNavigate(id)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={title} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </nav>
  );
}
