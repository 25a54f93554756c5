/** The dashboard's sections, in page order: the side navigation links to them by id. */
import type SvgIcon from '@mui/material/SvgIcon';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';

export interface DashboardSection {
  readonly id: string;
  readonly title: string;
  readonly Icon: typeof SvgIcon;
}

export const DASHBOARD_SECTIONS = [
  { id: 'dashboard-overview', title: 'Overview', Icon: DashboardOutlined },
  { id: 'dashboard-sales', title: 'Sales by month', Icon: ShowChartOutlined },
  { id: 'dashboard-orders', title: 'Latest orders', Icon: ReceiptLongOutlined },
] as const satisfies readonly DashboardSection[];

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];
