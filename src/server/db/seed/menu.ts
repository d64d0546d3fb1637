import { rupees } from '../../../lib/money';

type Category = 'Starters' | 'Mains' | 'Desserts' | 'Drinks';
interface DemoDish {
  name: string;
  category: Category;
  price: number;
  description: string;
  image: string;
  rating: number;
  prep: number;
  veg?: boolean;
  spicy?: boolean;
  chefSpecial?: boolean;
  featured?: boolean;
}

const dishes: DemoDish[] = [
  { name: 'Galouti Kebab', category: 'Starters', price: 795, image: 'dish-starter-1', rating: 4.9, prep: 20, chefSpecial: true, featured: true, description: 'Melt-in-the-mouth minced lamb patties with 32 spices, served on saffron ulte tawe ka paratha.' },
  { name: 'Paneer Tikka Ajwaini', category: 'Starters', price: 595, image: 'dish-starter-2', rating: 4.6, prep: 18, veg: true, description: 'Cottage cheese marinated in carom and hung curd, charred in the tandoor with peppers and onion.' },
  { name: 'Dahi Ke Kebab', category: 'Starters', price: 545, image: 'dish-starter-2', rating: 4.5, prep: 15, veg: true, description: 'Crisp hung-curd patties with a soft centre, ginger and green chilli, with mint chutney.' },
  { name: 'Amritsari Fish Fry', category: 'Starters', price: 745, image: 'dish-starter-1', rating: 4.6, prep: 15, spicy: true, description: 'River sole in a carom and gram-flour batter, fried crisp, with lemon and chaat masala.' },
  { name: 'Tandoori Bharwan Aloo', category: 'Starters', price: 495, image: 'dish-starter-2', rating: 4.3, prep: 20, veg: true, description: 'Potato barrels stuffed with cashew, raisins and cottage cheese, finished in the clay oven.' },
  { name: 'Murgh Malai Tikka', category: 'Starters', price: 695, image: 'dish-starter-1', rating: 4.7, prep: 20, featured: true, description: 'Chicken in cream, cheese and green cardamom, cooked gently over charcoal.' },
  { name: 'Laal Maas', category: 'Mains', price: 1_250, image: 'dish-main-1', rating: 4.8, prep: 35, spicy: true, chefSpecial: true, featured: true, description: 'The royal Rajasthani mutton curry, fiery with Mathania chillies and smoked with a live coal.' },
  { name: 'Dal Baati Churma', category: 'Mains', price: 850, image: 'dish-main-2', rating: 4.7, prep: 30, veg: true, chefSpecial: true, description: 'Baked wheat dumplings, slow-cooked five-lentil dal and sweet churma with ghee.' },
  { name: 'Safed Maas', category: 'Mains', price: 1_150, image: 'dish-main-3', rating: 4.6, prep: 35, description: 'A white mutton curry of the royal kitchens: cashew, almond, cream and whole spices.' },
  { name: 'Gatte Ki Sabzi', category: 'Mains', price: 725, image: 'dish-main-2', rating: 4.4, prep: 25, veg: true, spicy: true, description: 'Steamed gram-flour rolls simmered in a tangy yoghurt gravy with red chilli.' },
  { name: 'Murgh Makhani', category: 'Mains', price: 975, image: 'dish-main-1', rating: 4.8, prep: 30, featured: true, description: 'Tandoori chicken in a velvet tomato and butter sauce with fenugreek.' },
  { name: 'Dum Pukht Biryani', category: 'Mains', price: 1_095, image: 'dish-main-3', rating: 4.9, prep: 40, chefSpecial: true, description: 'Aged basmati and lamb sealed under pastry and slow-cooked with saffron and rose.' },
  { name: 'Ker Sangri', category: 'Mains', price: 695, image: 'dish-main-2', rating: 4.3, prep: 20, veg: true, description: 'Desert beans and berries tossed with dried red chilli, amchur and mustard oil.' },
  { name: 'Jungli Maas', category: 'Mains', price: 1_195, image: 'dish-main-1', rating: 4.5, prep: 35, spicy: true, description: 'The hunters’ curry: mutton cooked only with ghee, salt and whole red chillies.' },
  { name: 'Malai Kofta', category: 'Mains', price: 795, image: 'dish-main-3', rating: 4.5, prep: 25, veg: true, description: 'Cottage cheese and nut dumplings in a mild saffron and cashew gravy.' },
  { name: 'Ghevar with Rabri', category: 'Desserts', price: 450, image: 'dish-dessert-1', rating: 4.7, prep: 10, veg: true, chefSpecial: true, featured: true, description: 'A honeycomb disc of fried batter, soaked in syrup and crowned with thickened saffron milk.' },
  { name: 'Gulab Jamun', category: 'Desserts', price: 325, image: 'dish-dessert-2', rating: 4.6, prep: 8, veg: true, description: 'Warm milk dumplings in rose and cardamom syrup, with pistachio.' },
  { name: 'Kesar Pista Kulfi', category: 'Desserts', price: 375, image: 'dish-dessert-1', rating: 4.8, prep: 5, veg: true, featured: true, description: 'Slow-reduced milk frozen with saffron and pistachio, served with falooda.' },
  { name: 'Moong Dal Halwa', category: 'Desserts', price: 395, image: 'dish-dessert-2', rating: 4.5, prep: 10, veg: true, description: 'Lentils roasted for an hour in ghee with almonds, a winter wedding classic.' },
  { name: 'Shahi Tukda', category: 'Desserts', price: 350, image: 'dish-dessert-1', rating: 4.4, prep: 10, veg: true, description: 'Fried bread soaked in saffron syrup, layered with rabri and silver leaf.' },
  { name: 'Masala Chai', category: 'Drinks', price: 195, image: 'dish-drink-1', rating: 4.7, prep: 5, veg: true, description: 'Assam tea brewed with milk, ginger, cardamom and a hint of clove.' },
  { name: 'Rose Sharbat', category: 'Drinks', price: 245, image: 'dish-drink-2', rating: 4.4, prep: 5, veg: true, description: 'Chilled rose syrup with basil seeds, lime and crushed ice.' },
  { name: 'Saffron Lassi', category: 'Drinks', price: 275, image: 'dish-drink-1', rating: 4.6, prep: 5, veg: true, featured: true, description: 'Thick churned yoghurt with saffron, cardamom and a crown of pistachio.' },
  { name: 'Jaljeera Cooler', category: 'Drinks', price: 225, image: 'dish-drink-2', rating: 4.2, prep: 5, veg: true, spicy: true, description: 'Cumin, mint and black salt over ice, tangy with tamarind and lime.' },
  { name: 'Kokum Spritz', category: 'Drinks', price: 295, image: 'dish-drink-2', rating: 4.3, prep: 5, veg: true, description: 'Kokum syrup, soda and green chilli, a bright pink palate cleanser.' },
  { name: 'Filter Coffee', category: 'Drinks', price: 215, image: 'dish-drink-1', rating: 4.5, prep: 5, veg: true, description: 'South Indian decoction with frothed milk, served in a brass dabara.' },
];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The restaurant's menu: 26 dishes across Starters, Mains, Desserts and Drinks. */
export const demoMenu = dishes.map((d) => ({
  slug: slugify(d.name),
  name: d.name,
  description: d.description,
  category: d.category,
  pricePaise: rupees(d.price),
  image: d.image,
  rating: d.rating,
  prepTimeMinutes: d.prep,
  veg: d.veg ?? false,
  spicy: d.spicy ?? false,
  chefSpecial: d.chefSpecial ?? false,
  featured: d.featured ?? false,
}));
