import siteConfig from '@generated/docusaurus.config';
import { LicenseInfo } from '@mui/x-license';
import { licenseKeyOfCustomFields, registerLicenseKey } from '../modules/license/licenseKey';

// Runs once when the site's code loads, before any Pro or Premium demo renders.
registerLicenseKey(licenseKeyOfCustomFields(siteConfig.customFields), (key) => LicenseInfo.setLicenseKey(key));
