import React from 'react';
import TemplatePage from '@site/src/templates/shared/TemplatePage';
import Dashboard from '@site/src/templates/dashboard';

/** /getting-started/templates/dashboard (notes/templates.md). */
export default function DashboardTemplatePage(): React.JSX.Element {
  return (
    <TemplatePage slug="dashboard">
      <Dashboard />
    </TemplatePage>
  );
}
