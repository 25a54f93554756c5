/** Test stand-in for @docusaurus/useBrokenLinks: records the anchors a component declares. */
export const collectedAnchors: string[] = [];

export default function useBrokenLinks(): { collectAnchor(id: string): void; collectLink(link: string): void } {
  return {
    collectAnchor: (id) => collectedAnchors.push(id),
    collectLink: () => undefined,
  };
}
