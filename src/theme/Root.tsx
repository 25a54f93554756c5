import React from 'react';
import Head from '@docusaurus/Head';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';
import { usePageProduct } from '@site/src/modules/products/usePageProduct';
import { ColorModeProvider } from '@site/src/modules/colorMode/ColorModeContext';
import { DisplayPreferencesProvider } from '@site/src/modules/preferences/DisplayPreferencesContext';
import { PortalThemeProvider } from '@site/src/modules/theme/PortalThemeProvider';
import { CodePreferencesProvider } from '@site/src/modules/codePreferences/CodePreferencesContext';
import DocumentPreferences from '@site/src/components/DocumentPreferences';
import AnalyticsUserProperties from '@site/src/components/AnalyticsUserProperties';

type Props = WrapperProps<typeof RootType>;

/**
 * The shell around every page (Docusaurus's Root, which renders the page): the colour mode (its owner comes first, so that MUI's provider finds
 * its copy written), the display preferences and the MUI theme built from them, the code
 * preferences (JS/TS, code styling), the document attributes they drive, the analytics user
 * properties they make up, and the page's product id and category on <html>. The head components
 * come after the page so that their attributes win over Docusaurus's defaults.
 */
export default function RootWrapper(props: Props): React.JSX.Element {
  const { productId, productCategory } = usePageProduct();
  return (
    <ColorModeProvider>
      <DisplayPreferencesProvider>
        <PortalThemeProvider>
          <CodePreferencesProvider>
            <Root {...props} />
            <AnalyticsUserProperties />
          </CodePreferencesProvider>
          <DocumentPreferences />
          <Head>
            {/* eslint-disable-next-line jsx-a11y/html-has-lang -- adds attributes to the <html> Docusaurus renders with its lang */}
            <html data-product-id={productId} data-product-category={productCategory} />
          </Head>
        </PortalThemeProvider>
      </DisplayPreferencesProvider>
    </ColorModeProvider>
  );
}
