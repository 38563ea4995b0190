/** Theme colours without any schema code, so the browser's entry chunk stays small. */
export interface ColorGroup {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}
export interface ThemeColors {
  primary: ColorGroup;
  secondary: ColorGroup;
  accent: ColorGroup;
}

export const THEME_GROUPS = ['primary', 'secondary', 'accent'] as const;
export const THEME_SHADES = ['main', 'light', 'dark', 'contrastText'] as const;

/** The default theme of BRAND.md: royal plum, crown gold, rose. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: { main: '#5B2A86', light: '#8E5CC0', dark: '#3A1760', contrastText: '#FFFFFF' },
  secondary: { main: '#C9A227', light: '#E6C65C', dark: '#9A7A12', contrastText: '#1A1300' },
  accent: { main: '#C2255C', light: '#E64980', dark: '#8F1842', contrastText: '#FFFFFF' },
};

/** CSS custom property for one colour, e.g. `--color-primary-main`. */
export function themeVariableName(group: (typeof THEME_GROUPS)[number], shade: (typeof THEME_SHADES)[number]): string {
  const suffix = shade === 'contrastText' ? 'contrast' : shade;
  return `--color-${group}-${suffix}`;
}

/** The twelve CSS variables of a theme. */
export function themeToCssVariables(colors: ThemeColors): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const group of THEME_GROUPS) {
    for (const shade of THEME_SHADES) {
      vars[themeVariableName(group, shade)] = colors[group][shade];
    }
  }
  return vars;
}
