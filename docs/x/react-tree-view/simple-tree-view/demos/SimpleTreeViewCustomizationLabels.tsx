import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { SvgIconComponent } from '@mui/icons-material';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface MailboxLabelProps {
  icon: SvgIconComponent;
  text: string;
  unread?: number;
}

/** A label with an icon, the folder's name and its unread count. */
function MailboxLabel({ icon: Icon, text, unread }: MailboxLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography component="span" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      {unread ? <Chip size="small" label={`${unread} unread`} /> : null}
    </Box>
  );
}

export default function SimpleTreeViewCustomizationLabels() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 400 }}>
      <SimpleTreeView aria-label="Mailboxes" defaultExpandedItems={['inbox']}>
        <TreeItem
          itemId="inbox"
          label={<MailboxLabel icon={InboxOutlinedIcon} text="Inbox" unread={12} />}
        >
          <TreeItem
            itemId="invoices"
            label={<MailboxLabel icon={LabelOutlinedIcon} text="Invoices" unread={3} />}
          />
          <TreeItem
            itemId="newsletters"
            label={<MailboxLabel icon={LabelOutlinedIcon} text="Newsletters" />}
          />
        </TreeItem>
        <TreeItem
          itemId="sent"
          label={<MailboxLabel icon={SendOutlinedIcon} text="Sent" />}
        />
        <TreeItem
          itemId="trash"
          label={<MailboxLabel icon={DeleteOutlineIcon} text="Trash" />}
        />
      </SimpleTreeView>
    </Box>
  );
}
