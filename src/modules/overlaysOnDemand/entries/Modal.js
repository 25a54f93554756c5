// The module plugins/overlays-on-demand puts in place of @mui/material/Modal. A replacement made after
// resolution keeps the loaders of the file it replaces (none, for a file of node_modules), so this
// entry is plain JavaScript and the typed component lives in ../Modal.tsx.
export * from '../Modal';
export { default } from '../Modal';
