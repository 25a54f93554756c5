// The module plugins/overlays-on-demand puts in place of @mui/material/Popper. A replacement made after
// resolution keeps the loaders of the file it replaces (none, for a file of node_modules), so this
// entry is plain JavaScript and the typed component lives in ../Popper.tsx.
export * from '../Popper';
export { default } from '../Popper';
