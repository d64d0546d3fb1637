import { useCallback, useEffect, useState } from 'react';
import type { MenuItem } from '~/contracts/dining';
import { api } from '~/islands/api';
import { MENU_CATEGORIES, type MenuCategory } from '~/lib/dining';
import { formatInr } from '~/lib/money';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';

type Badge = 'featured' | 'chefSpecial' | 'spicy' | 'veg';
const BADGES: Record<Badge, string> = {
  featured: 'Featured',
  chefSpecial: "Chef's special",
  spicy: 'Spicy',
  veg: 'Veg',
};

/** One dish's row: price in rupees, category and badges, saved together (the server validates as the API does). */
function DishRow({
  dish,
  busy,
  onSave,
}: {
  dish: MenuItem;
  busy: boolean;
  onSave: (fields: object) => void;
}) {
  const [price, setPrice] = useState(String(dish.price));
  const [category, setCategory] = useState<MenuCategory>(dish.category);
  const [badges, setBadges] = useState<Record<Badge, boolean>>({
    featured: dish.featured,
    chefSpecial: dish.chefSpecial,
    spicy: dish.spicy,
    veg: dish.veg,
  });
  return (
    <tr>
      <th scope="row">
        {dish.name}
        <br />
        <span className="staff-note">now {formatInr(dish.pricePaise)} + GST</span>
      </th>
      <td>
        <label>
          <span className="visually-hidden">Price of {dish.name} in rupees</span>
          <input
            type="number"
            min={1}
            step="0.01"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            size={8}
          />
        </label>
      </td>
      <td>
        <label>
          <span className="visually-hidden">Category of {dish.name}</span>
          <select value={category} onChange={(e) => setCategory(e.target.value as MenuCategory)}>
            {MENU_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
      </td>
      <td>
        <fieldset className="staff-badges">
          <legend className="visually-hidden">Badges of {dish.name}</legend>
          {(Object.keys(BADGES) as Badge[]).map((badge) => (
            <label key={badge}>
              <input
                type="checkbox"
                checked={badges[badge]}
                onChange={(e) => setBadges({ ...badges, [badge]: e.target.checked })}
              />{' '}
              {BADGES[badge]}
            </label>
          ))}
        </fieldset>
      </td>
      <td className="actions">
        <button
          type="button"
          className="staff-button"
          disabled={busy}
          onClick={() => onSave({ price: Number(price), category, ...badges })}
          aria-label={`Save ${dish.name}`}
        >
          Save
        </button>
      </td>
    </tr>
  );
}

/** The menu as the catalogue edits it (admins): price, category and badges of each dish. */
function Catalogue() {
  const [dishes, setDishes] = useState<MenuItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<{ items: MenuItem[] }>('/menu-items/getallmenu', { query: { category: 'All', page: 1, limit: 100 } })
      .then((page) => setDishes(page.items))
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);
  const { busy, said, run } = useStaffAction(load);
  if (error) return <p className="staff-message error">{error}</p>;
  if (!dishes) return <p className="staff-note">Loading…</p>;
  return (
    <section className="staff-section" aria-labelledby="menu">
      <h2 id="menu">Menu: prices before GST, categories and badges</h2>
      <ActionMessage said={said} />
      <div className="staff-table-wrap">
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">Dish</th>
              <th scope="col">Price (₹)</th>
              <th scope="col">Category</th>
              <th scope="col">Badges</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((dish) => (
              <DishRow
                key={`${dish.id} ${dish.pricePaise} ${dish.category}`}
                dish={dish}
                busy={busy !== null}
                onSave={(fields) =>
                  run(dish.id, `/menu-items/${dish.id}`, fields, 'PUT', `${dish.name} saved.`)
                }
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The Menu screen of the catalogue (admins). */
export default function CatalogueScreen() {
  return <StaffGate admin>{() => <Catalogue />}</StaffGate>;
}
