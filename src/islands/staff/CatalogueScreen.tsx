import { useState } from 'react';
import type { MenuItem } from '~/contracts/dining';
import { MENU_CATEGORIES, type MenuCategory } from '~/lib/menu';
import { formatInr } from '~/lib/money';
import { AuditHistory } from './AuditHistory';
import { StaffGate } from './StaffGate';
import { LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

type Badge = 'featured' | 'chefSpecial' | 'spicy' | 'veg';
const BADGES: Record<Badge, string> = {
  featured: 'Featured',
  chefSpecial: "Chef's special",
  spicy: 'Spicy',
  veg: 'Veg',
};

/** A dish's new photo: the file chosen, sent as the profile pictures are (the server checks and re-encodes it). */
function PhotoField({
  dish,
  busy,
  onUpload,
}: {
  dish: MenuItem;
  busy: boolean;
  onUpload: (form: FormData) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className="staff-photo">
      <img className="staff-thumb" src={dish.image} alt="" width={72} height={48} loading="lazy" />
      <label>
        <span className="visually-hidden">New photo of {dish.name} (JPEG, PNG or WebP, up to 2 MB)</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      <button
        type="button"
        className="staff-button quiet"
        disabled={busy || !file}
        aria-label={`Upload the photo of ${dish.name}`}
        onClick={() => {
          if (!file) return;
          const form = new FormData();
          form.set('photo', file);
          onUpload(form);
        }}
      >
        Upload
      </button>
    </div>
  );
}

/** One dish's row: price in rupees, category and badges, saved together (the server validates as the API does). */
function DishRow({
  dish,
  busy,
  onSave,
  onUpload,
}: {
  dish: MenuItem;
  busy: boolean;
  onSave: (fields: object) => void;
  onUpload: (form: FormData) => void;
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
      <td>
        <PhotoField dish={dish} busy={busy} onUpload={onUpload} />
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
        <AuditHistory
          id={dish.id}
          name={dish.name}
          version={`${dish.pricePaise} ${dish.category} ${dish.imageKey} ${Object.values(badges).join()}`}
        />
      </td>
    </tr>
  );
}

/** The menu as the catalogue edits it (admins): price, category, badges and photo of each dish, and its history. */
function Catalogue() {
  const menu = useStaffLoad<{ items: MenuItem[] }>('/menu-items/getallmenu', {
    category: 'All',
    page: 1,
    limit: 100,
  });
  const { busy, said, run } = useStaffAction(menu.reload);
  if (!menu.data) return <LoadState error={menu.error} />;
  return (
    <section className="staff-section" aria-labelledby="menu">
      <h2 id="menu">Menu: prices before GST, categories, badges and photos</h2>
      <ActionMessage said={said} />
      <StaffTable columns={['Dish', 'Price (₹)', 'Category', 'Badges', 'Photo', 'Action']}>
        {menu.data.items.map((dish) => (
          <DishRow
            key={`${dish.id} ${dish.pricePaise} ${dish.category}`}
            dish={dish}
            busy={busy !== null}
            onSave={(fields) => run(dish.id, `/menu-items/${dish.id}`, fields, 'PUT', `${dish.name} saved.`)}
            onUpload={(form) => run(`${dish.id}-photo`, `/menu-items/${dish.id}/photo`, form)}
          />
        ))}
      </StaffTable>
    </section>
  );
}

/** The Menu screen of the catalogue (admins). */
export default function CatalogueScreen() {
  return <StaffGate admin>{() => <Catalogue />}</StaffGate>;
}
