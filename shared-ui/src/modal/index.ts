// shared-ui/modal: its own entry, so pages without a dialog do not download Radix Dialog.
export { Modal, ModalClose, type ModalProps } from './modal';
