// The restaurant's menu: its categories, its pages and its one search rule, for the menu page, the console and the
// server alike. Apart from the table reservations' rules (dining.ts), so a screen of dishes carries none of those.

/** The menu's categories, in the order the menu shows them. */
export const MENU_CATEGORIES = ['Starters', 'Mains', 'Desserts', 'Drinks'] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** The menu's categories as the page offers them ('All' is every one). */
export const MENU_CATEGORY_FILTERS = ['All', ...MENU_CATEGORIES] as const;
export type MenuCategoryFilter = (typeof MENU_CATEGORY_FILTERS)[number];

/** Dishes per page of 'Our Menu' (spec §9). */
export const MENU_PAGE_SIZE = 5;

/** Text folded for search: lower case, accents dropped ("Crème" finds "creme"), spaces squeezed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a dish is in a category and matches a search over its name and description (the one search rule). */
export function menuMatches(
  dish: { name: string; description: string; category: string },
  filter: { category?: MenuCategoryFilter; search?: string },
): boolean {
  if (filter.category && filter.category !== 'All' && dish.category !== filter.category) return false;
  const words = foldForSearch(filter.search ?? '');
  if (!words) return true;
  const haystack = foldForSearch(`${dish.name} ${dish.description}`);
  return words.split(' ').every((word) => haystack.includes(word));
}
