import React, { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { translate } from '@docusaurus/Translate';
import SettingsDrawer from '@site/src/components/SettingsDrawer';
import { useColorModeSync } from '@site/src/modules/preferences/useColorModeSync';
import clsx from 'clsx';
import { settingsEventAttributes } from '@site/src/modules/analytics';
import styles from './styles.module.css';

/**
 * The navbar's gear button. It opens the settings drawer and keeps Docusaurus's colour mode in
 * step with the reader's preferences (it is on every page, inside Docusaurus's layout).
 */
export default function SettingsButton({ className }: { className?: string }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  useColorModeSync();
  const label = translate({ id: 'settings.open', message: 'Settings', description: 'Accessible name of the navbar gear button' });
  return (
    <div className={clsx(styles.settingsButton, className)}>
      <Tooltip title={label}>
        <IconButton
          onClick={() => setOpen(true)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          sx={{ color: 'var(--ifm-navbar-link-color)' }}
          {...settingsEventAttributes('open')}
        >
          <SettingsOutlinedIcon />
        </IconButton>
      </Tooltip>
      <SettingsDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
