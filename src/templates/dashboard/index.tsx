/**
 * The dashboard template: an app bar, a side navigation (a permanent drawer from the medium
 * breakpoint, a temporary one opened from the menu button below it), stat cards, two charts and a
 * Data Grid of the latest orders, all from fixed data.
 */
import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import BrandMark from '../shared/BrandMark';
import TemplateModeToggle from '../shared/TemplateModeToggle';
import DashboardNav from './DashboardNav';
import OrdersGrid from './OrdersGrid';
import SalesCharts from './SalesCharts';
import StatCards from './StatCards';
import { DASHBOARD_SECTIONS, type DashboardSectionId } from './sections';

const DRAWER_WIDTH = 240;
const [OVERVIEW, SALES, ORDERS] = DASHBOARD_SECTIONS;

interface SectionProps {
  readonly id: DashboardSectionId;
  readonly title: string;
  readonly children: ReactNode;
}

/** A titled part of the page; it takes the focus when the navigation moves to it. */
function Section({ id, title, children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      sx={{
        scrollMarginTop: 80,
        '&:focus': { outline: 'none' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function Dashboard() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [current, setCurrent] = useState<DashboardSectionId>(OVERVIEW.id);

  const navigate = (id: DashboardSectionId) => {
    setCurrent(id);
    setDrawerOpen(false);
    // After the drawer's focus trap is released (the closing render), the section takes the focus.
    setTimeout(() => document.getElementById(id)?.focus(), 0);
  };

  return (
    <Box sx={{ flexGrow: 1, bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label="Open the navigation"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandMark />
          <Box sx={{ flex: 1 }} />
          <TemplateModeToggle />
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // The chosen section takes the focus; giving it back to the menu button would scroll away.
        ModalProps={{ disableRestoreFocus: true }}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Toolbar>
          <BrandMark />
        </Toolbar>
        <DashboardNav current={current} onNavigate={navigate} />
      </Drawer>
      <Box sx={{ display: 'flex' }}>
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, position: 'sticky', top: 64, height: 'calc(100vh - 64px)' },
          }}
        >
          <DashboardNav current={current} onNavigate={navigate} />
        </Drawer>
        <Box
          component="main"
          sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 4 }}
        >
          <Box>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              Store dashboard
            </Typography>
            <Typography color="text.secondary">Sales of the online shop in 2024, up to December 31.</Typography>
          </Box>
          <Section id={OVERVIEW.id} title={OVERVIEW.title}>
            <StatCards />
          </Section>
          <Section id={SALES.id} title={SALES.title}>
            <SalesCharts />
          </Section>
          <Section id={ORDERS.id} title={ORDERS.title}>
            <OrdersGrid />
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
