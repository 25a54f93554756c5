import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import { ThemeProvider } from '@mui/material/styles';
import { useCodePreferences } from '@site/src/modules/codePreferences/CodePreferencesContext';
import { docsChromeTheme } from '@site/src/modules/theme/createPortalTheme';
import CodeVariantSwitch from '@site/src/components/CodeVariantSwitch';
import styles from './styles.module.css';

interface Props {
  /** `tsx` or `ts`: the language of the TypeScript variant (the JavaScript one is `jsx` or `js`). */
  language: 'tsx' | 'ts';
  ts: string;
  js: string;
  tsTitle?: string;
  jsTitle?: string;
}

/**
 * A code block in the reader's code variant. Written in MDX as one fence, ```tsx variants; the
 * remarkCodeVariants plugin adds the JavaScript at build time. The switch changes the variant of
 * every demo and code block on the site.
 */
export default function CodeVariants({ language, ts, js, tsTitle, jsTitle }: Props): React.JSX.Element {
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const isJs = codeVariant === 'JS';
  return (
    <div className={styles.codeVariants} data-code-variant={codeVariant}>
      <ThemeProvider theme={docsChromeTheme}>
        <div className={styles.switch}>
          <CodeVariantSwitch value={codeVariant} onChange={setCodeVariant} />
        </div>
      </ThemeProvider>
      <CodeBlock language={isJs ? (language === 'tsx' ? 'jsx' : 'js') : language} title={isJs ? jsTitle : tsTitle}>
        {isJs ? js : ts}
      </CodeBlock>
    </div>
  );
}
