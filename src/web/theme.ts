import { createTheme, localStorageColorSchemeManager } from "@mantine/core";

export const theme = createTheme({ primaryColor: "blue", defaultRadius: "md" });

/**
 * Where the color scheme choice (light, dark or auto = the system's) is kept. The same key is read
 * by public/color-scheme.js before the first paint.
 */
export const COLOR_SCHEME_KEY = "kassa-color-scheme";
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
