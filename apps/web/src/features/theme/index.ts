// The theme area's public surface: other areas import from here only.
export { applyThemeColors, loadActiveTheme } from './apply-theme';
