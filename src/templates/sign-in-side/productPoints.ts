/** The product points of the sign-in-side panel (generic copy for a fictional product). */
import type SvgIcon from '@mui/material/SvgIcon';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';

export interface ProductPoint {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly Icon: typeof SvgIcon;
}

export const PRODUCT_POINTS: readonly ProductPoint[] = [
  {
    id: 'plans',
    title: 'Plans that stay current',
    text: 'Boards, lists and a calendar read the same tasks, so a change shows up everywhere at once.',
    Icon: EventAvailableOutlined,
  },
  {
    id: 'sync',
    title: 'Works offline',
    text: 'Edits made on a train sync when you are back online, with conflicts shown side by side.',
    Icon: SyncOutlined,
  },
  {
    id: 'reports',
    title: 'Reports without spreadsheets',
    text: 'Weekly progress, workload and cycle time are charted from the work you already track.',
    Icon: InsightsOutlined,
  },
  {
    id: 'security',
    title: 'Access you control',
    text: 'Single sign-on, two-step verification and per-project roles for every workspace.',
    Icon: LockOutlined,
  },
];
