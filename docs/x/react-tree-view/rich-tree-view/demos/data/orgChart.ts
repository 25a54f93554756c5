/** A person in the org chart, in the shape an HR system returns: no `id` or `label` fields. */
export interface Employee {
  employeeId: string;
  fullName: string;
  jobTitle: string;
  /** People on leave stay in the chart but cannot be picked. */
  onLeave?: boolean;
  children?: Employee[];
}

export const ORG_CHART: Employee[] = [
  {
    employeeId: 'E-100',
    fullName: 'Amara Okafor',
    jobTitle: 'Chief Executive Officer',
    children: [
      {
        employeeId: 'E-110',
        fullName: 'Lucas Moreau',
        jobTitle: 'VP Engineering',
        children: [
          {
            employeeId: 'E-111',
            fullName: 'Priya Raman',
            jobTitle: 'Engineering Manager',
          },
          {
            employeeId: 'E-112',
            fullName: 'Tomás Silva',
            jobTitle: 'Staff Engineer',
            onLeave: true,
          },
          {
            employeeId: 'E-113',
            fullName: 'Hannah Berg',
            jobTitle: 'Site Reliability Engineer',
          },
        ],
      },
      {
        employeeId: 'E-120',
        fullName: 'Grace Liu',
        jobTitle: 'VP Sales',
        children: [
          { employeeId: 'E-121', fullName: 'Daniel Kim', jobTitle: 'Account Executive' },
          { employeeId: 'E-122', fullName: 'Sofia Rossi', jobTitle: 'Sales Engineer' },
        ],
      },
      {
        employeeId: 'E-130',
        fullName: 'Noah Fischer',
        jobTitle: 'Chief Financial Officer',
        onLeave: true,
      },
    ],
  },
];
