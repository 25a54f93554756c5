import { startTransition, useEffect } from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { docusaurusChoice } from './colorModeChoice';
import { useColorModeOwner } from './ColorModeContext';

/**
 * Makes Docusaurus's colour mode (its `data-theme` attribute, which the CSS variables of both
 * Docusaurus and MUI are keyed to) follow the owner. Docusaurus's context lives inside its layout,
 * so this runs there (the navbar's colour-mode slot, a template page's providers), and only once
 * the stored choice is applied, so the first paint's mode, set by Docusaurus's inline script from the
 * same key, is never overridden by the default. Docusaurus stores what it is given under that key: the owner's value.
 * As a transition: Docusaurus's context re-renders its consumers (the navbar, every code block), and
 * the page already shows the mode, which the owner set on `data-theme` at the change (`showMode`).
 */
export function useDocusaurusFollower(): void {
  const { choice, loaded } = useColorModeOwner();
  const { colorModeChoice, setColorMode } = useColorMode();
  const wanted = docusaurusChoice(choice);
  useEffect(() => {
    if (loaded && wanted !== colorModeChoice) startTransition(() => setColorMode(wanted));
  }, [loaded, wanted, colorModeChoice, setColorMode]);
}

/**
 * The follower as a component that renders nothing, placed beside what shows the page rather than
 * called by it, so a change of mode re-renders only this: beside the gear button in the navbar's slot
 * (as the slot's hook, the gear and the whole open settings drawer would render again before the frame
 * that shows the change) and inside a template page's providers.
 */
export function DocusaurusFollower(): null {
  useDocusaurusFollower();
  return null;
}
