/** Test stand-in for @docusaurus/useBaseUrl: the English site at base URL `/` (paths unchanged). */
export default function useBaseUrl(url: string): string {
  return url;
}
