import type { MenuCategoryFilter } from './menu';

// The menu page's count line, for the server's page and the menu's script alike; apart from `menu.ts`, which the
// console's menu screen also loads and which has no use for it.

/** The line that counts the dishes shown: "1 dish in Mains matching “paneer”". */
export function menuCount(count: number, category: MenuCategoryFilter, search: string): string {
  const words = search.trim();
  return `${count} ${count === 1 ? 'dish' : 'dishes'}${category === 'All' ? '' : ` in ${category}`}${
    words ? ` matching “${words}”` : ''
  }`;
}
