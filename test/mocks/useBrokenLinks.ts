/** Test stand-in for @docusaurus/useBrokenLinks: records what components collect. */
export const collected = { anchors: [] as string[], links: [] as string[] };

export default function useBrokenLinks(): { collectAnchor(anchor: string): void; collectLink(link: string): void } {
  return {
    collectAnchor: (anchor) => collected.anchors.push(anchor),
    collectLink: (link) => collected.links.push(link),
  };
}
