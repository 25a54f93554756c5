import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The exact versions of the portal's installed packages, baked into the build
 * (`customFields.sandboxVersions`, read by config/sandbox/packageVersions.ts): what a demo's
 * StackBlitz or CodeSandbox project pins. Empty when the build has none.
 */
export function useSandboxVersions(): Readonly<Record<string, string>> {
  const { siteConfig } = useDocusaurusContext();
  return (siteConfig.customFields?.sandboxVersions as Record<string, string> | undefined) ?? {};
}
