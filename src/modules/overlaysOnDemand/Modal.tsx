/** `@mui/material/Modal`, loaded on first opening (see plugins/overlays-on-demand). */
import type RealModal from '@mui/material/Modal/Modal';
import type { ModalProps } from '@mui/material/Modal/Modal';
import { openedOnDemand, openOrKeptMounted } from './openedOnDemand';

export { ModalManager } from '@mui/material/Modal/ModalManager';
export { default as modalClasses } from '@mui/material/Modal/modalClasses';
export * from '@mui/material/Modal/modalClasses';

const Modal = openedOnDemand<ModalProps>(() => import('@mui/material/Modal/Modal'), openOrKeptMounted);

export default Modal as unknown as typeof RealModal;
