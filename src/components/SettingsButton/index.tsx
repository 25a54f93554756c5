import React, { Suspense, lazy, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import { settingsEventAttributes } from '@site/src/modules/analytics';
import styles from './styles.module.css';

// The drawer (sliders, switches, colour fields) is code most readers never run: it is loaded when the
// reader first points at, focuses or presses the button, not with every page.
const loadDrawer = () => import('@site/src/components/SettingsDrawer');
const SettingsDrawer = lazy(loadDrawer);

/** The navbar's gear button. It opens the settings drawer. */
export default function SettingsButton({ className }: { className?: string }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const drawerId = useId();
  const label = translate({
    id: 'settings.open',
    message: 'Settings',
    description: 'Accessible name of the navbar gear button',
  });
  return (
    <div className={clsx(styles.settingsButton, className)}>
      <Tooltip title={label}>
        <IconButton
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
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
      {wanted && (
        <Suspense fallback={null}>
          <SettingsDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
