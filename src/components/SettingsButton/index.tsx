import React, { useId, useState } from 'react';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { translate } from '@docusaurus/Translate';
import clsx from 'clsx';
import { settingsEventAttributes } from '@site/src/modules/analytics';
import PlainIconButton from '@site/src/components/PlainIconButton';
import PlainTooltip from '@site/src/components/PlainTooltip';
import { onDemand } from '@site/src/modules/react/onDemand';
import styles from './styles.module.css';

// The drawer (sliders, switches, colour fields) is code most readers never run: it is loaded when the
// reader first points at, focuses or presses the button, not with every page. When it cannot load
// (offline, before the reader ever opened it), the button stays closed and the page stays.
const drawer = onDemand(() => import('@site/src/components/SettingsDrawer'));

/**
 * The navbar's gear button. It opens the settings drawer. A plain button with a CSS tooltip
 * (PlainTooltip): MUI's Tooltip would put Popper and its transitions in every page's first load
 * (bench/README.md, "What the plain page loads").
 */
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
      <PlainTooltip label={label}>
        <PlainIconButton
          color="inherit"
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          onPointerEnter={drawer.preload}
          onFocus={drawer.preload}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          {...settingsEventAttributes('open')}
        >
          <SettingsOutlinedIcon />
        </PlainIconButton>
      </PlainTooltip>
      {wanted && (
        <drawer.Part
          id={drawerId}
          open={open}
          onClose={() => setOpen(false)}
          onFailed={() => {
            setWanted(false);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
