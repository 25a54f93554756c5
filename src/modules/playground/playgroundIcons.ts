/** The icons a playground snippet can import (a selection: the full set is thousands of modules). */
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ErrorIcon from '@mui/icons-material/Error';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WarningIcon from '@mui/icons-material/Warning';

export const playgroundIcons: Readonly<Record<string, unknown>> = {
  Add: AddIcon,
  ArrowBack: ArrowBackIcon,
  ArrowForward: ArrowForwardIcon,
  CalendarMonth: CalendarMonthIcon,
  Check: CheckIcon,
  Close: CloseIcon,
  Delete: DeleteIcon,
  Download: DownloadIcon,
  Edit: EditIcon,
  Error: ErrorIcon,
  ExpandMore: ExpandMoreIcon,
  Favorite: FavoriteIcon,
  Home: HomeIcon,
  Info: InfoIcon,
  Lightbulb: LightbulbIcon,
  Mail: MailIcon,
  Menu: MenuIcon,
  Notifications: NotificationsIcon,
  Person: PersonIcon,
  Phone: PhoneIcon,
  Search: SearchIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  Share: ShareIcon,
  ShoppingCart: ShoppingCartIcon,
  Star: StarIcon,
  Upload: UploadIcon,
  Visibility: VisibilityIcon,
  VisibilityOff: VisibilityOffIcon,
  Warning: WarningIcon,
};
