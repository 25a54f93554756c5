import React, { useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import { translate } from '@docusaurus/Translate';
import { SPACING_RANGE } from '@site/src/data/constants';
import { useDisplayPreferences } from '@site/src/modules/preferences/DisplayPreferencesContext';
import type { Direction } from '@site/src/modules/preferences/displayPreferences';
import { docsChromeTheme } from '@site/src/modules/theme/createPortalTheme';
import SettingsSection from './SettingsSection';
import LanguageLinks from './LanguageLinks';
import ModeSection from './ModeSection';
import ColorsSection from './ColorsSection';
import ChoiceGroup, { type Choice } from '@site/src/components/ChoiceGroup';
import { settingsEventAttributes } from '@site/src/modules/analytics';

interface Props {
  open: boolean;
  onClose(): void;
  id?: string;
}

/**
 * The settings drawer: mode, direction, colours, density, spacing and language. A modal MUI drawer:
 * it traps focus, closes on Escape and on a click outside, and returns focus to the gear button.
 */
export default function SettingsDrawer({ open, onClose, id }: Props): React.JSX.Element {
  const { preferences, setDirection, setDense, setSpacing } = useDisplayPreferences();
  const titleId = useId();
  const directionChoices: readonly Choice<Direction>[] = [
    {
      value: 'ltr',
      icon: <FormatTextdirectionLToRIcon fontSize="small" />,
      label: translate({
        id: 'settings.direction.ltr',
        message: 'Left to right',
        description: 'Left-to-right direction',
      }),
    },
    {
      value: 'rtl',
      icon: <FormatTextdirectionRToLIcon fontSize="small" />,
      label: translate({
        id: 'settings.direction.rtl',
        message: 'Right to left',
        description: 'Right-to-left direction',
      }),
    },
  ];

  return (
    <ThemeProvider theme={docsChromeTheme}>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        PaperProps={{
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 360 }, maxWidth: '100%', borderRadius: 0 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {translate({ id: 'settings.title', message: 'Settings', description: 'Title of the settings drawer' })}
          </Typography>
          <IconButton
            onClick={onClose}
            edge="end"
            {...settingsEventAttributes('close')}
            aria-label={translate({
              id: 'settings.close',
              message: 'Close settings',
              description: 'Close button of the settings drawer',
            })}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />

        <ModeSection />

        <SettingsSection
          heading={translate({
            id: 'settings.direction',
            message: 'Direction',
            description: 'Settings section: text direction',
          })}
        >
          {(headingId) => (
            <ChoiceGroup
              value={preferences.direction}
              choices={directionChoices}
              labelledBy={headingId}
              onChange={setDirection}
              buttonAttributes={(direction) => settingsEventAttributes('direction', direction)}
            />
          )}
        </SettingsSection>

        <ColorsSection />

        <SettingsSection
          heading={translate({
            id: 'settings.density',
            message: 'Density',
            description: 'Settings section: density and spacing',
          })}
        >
          {(headingId) => (
            <>
              <FormControlLabel
                control={<Switch checked={preferences.dense} onChange={(event) => setDense(event.target.checked)} />}
                // Labelled with the state the click turns on; a click on the text counts once.
                {...settingsEventAttributes('dense', preferences.dense ? 'off' : 'on')}
                label={translate({
                  id: 'settings.density.dense',
                  message: 'Dense components',
                  description: 'Switch for compact components',
                })}
              />
              <Typography id={`${headingId}-spacing`} variant="body2" sx={{ mt: 1 }}>
                {translate(
                  {
                    id: 'settings.density.spacing',
                    message: 'Spacing unit: {value} px',
                    description: 'Label of the spacing slider',
                  },
                  { value: preferences.spacing },
                )}
              </Typography>
              <Box sx={{ px: 1 }}>
                <Slider
                  value={preferences.spacing}
                  min={SPACING_RANGE.min}
                  max={SPACING_RANGE.max}
                  step={1}
                  marks
                  valueLabelDisplay="auto"
                  aria-labelledby={`${headingId}-spacing`}
                  onChange={(_event, value) => setSpacing(Array.isArray(value) ? value[0]! : value)}
                />
              </Box>
            </>
          )}
        </SettingsSection>

        <SettingsSection
          heading={translate({
            id: 'settings.language',
            message: 'Language',
            description: 'Settings section: site language',
          })}
        >
          {(headingId) => <LanguageLinks labelledBy={headingId} />}
        </SettingsSection>
      </Drawer>
    </ThemeProvider>
  );
}
