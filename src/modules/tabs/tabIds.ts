/** Ids that pair each tab with its panel (`aria-controls` / `aria-labelledby`). */
export function tabIds(baseId: string, index: number): { tabId: string; panelId: string } {
  const safe = baseId.replace(/[^A-Za-z0-9_-]/g, '');
  return { tabId: `tab-${safe}-${index}`, panelId: `tabpanel-${safe}-${index}` };
}
