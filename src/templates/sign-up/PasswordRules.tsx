/**
 * The checklist under the sign-up password: each strength rule with whether the typed password meets
 * it. The state is in the text ("met" / "not met yet"), not only in the icon.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { PASSWORD_RULES } from '../shared/passwordStrength';

interface PasswordRulesProps {
  readonly id: string;
  readonly password: string;
}

export default function PasswordRules({ id, password }: PasswordRulesProps) {
  return (
    <List id={id} dense disablePadding aria-label="Password rules" sx={{ mt: -1 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {met ? (
                <CheckCircle aria-hidden fontSize="small" color="success" />
              ) : (
                <RadioButtonUnchecked aria-hidden fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${rule.label}: ${met ? 'met' : 'not met yet'}`}
              primaryTypographyProps={{ variant: 'body2', color: met ? 'text.primary' : 'text.secondary' }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
