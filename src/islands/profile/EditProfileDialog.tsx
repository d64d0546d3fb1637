import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProfileUpdated } from '~/contracts/auth';
import { displayPhone } from '~/lib/phone-display';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import type { Guest } from './types';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

interface Props {
  guest: Guest;
  placeholderImage: string;
  onClose(): void;
  onSaved(guest: Guest): void;
}

/**
 * The edit modal: picture with preview, name, email, phone (read only), address, billing details for tax invoices;
 * Cancel or Update Profile.
 */
export default function EditProfileDialog({ guest, placeholderImage, onClose, onSaved }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Most guests never need a tax invoice in a business's name: the billing fields open on request, and stay open
  // for a guest who has them. Closed, they are not sent, so what is saved stays as it is.
  const [billingOpen, setBillingOpen] = useState(
    Boolean(guest.gstin || guest.billing_name || guest.billing_address),
  );

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return setError('Please choose a JPEG, PNG or WebP image.');
    if (file.size > PICTURE_MAX_BYTES) return setError('The picture must be 2 MB or smaller.');
    setError('');
    setPicture(file);
    setPreview(URL.createObjectURL(file));
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    body.delete('profilePicture');
    if (picture) body.set('profilePicture', picture);
    setBusy(true);
    setError('');
    try {
      const result = await api<ProfileUpdated>(
        '/auth/profile',
        { method: 'PUT', body },
        'Failed to update profile',
      );
      toast.success(result.message || 'Profile updated successfully');
      onSaved(result.user);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'Failed to update profile';
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="edit-profile" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h3 id={`${id}-title`}>Edit profile</h3>
        <div className="picture-field">
          <img
            src={preview ?? (guest.profile_image || placeholderImage)}
            alt={preview ? 'Preview of your new avatar' : 'Your current avatar'}
            width={96}
            height={96}
          />
          <button
            type="button"
            className="camera-button"
            aria-label="Change picture"
            onClick={() => fileInput.current?.click()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M4 4h3l2-2h6l2 2h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2m8 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10m0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6"
              />
            </svg>
          </button>
          <input
            ref={fileInput}
            className="visually-hidden"
            type="file"
            name="profilePicture"
            accept="image/jpeg,image/png,image/webp"
            tabIndex={-1}
            aria-label="Profile picture file"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <p className="field-hint">Click camera icon to change picture</p>
        </div>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          defaultValue={guest.name}
          required
        />
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={guest.email ?? ''}
        />
        <label htmlFor={`${id}-phone`}>Phone Number</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          defaultValue={displayPhone(guest.phone)}
          readOnly
          aria-describedby={`${id}-phone-hint`}
        />
        <p id={`${id}-phone-hint`} className="field-hint">
          Your phone number is how you sign in, so it stays as it is.
        </p>
        <label htmlFor={`${id}-address`}>Address</label>
        <textarea
          id={`${id}-address`}
          name="address"
          rows={3}
          autoComplete="street-address"
          defaultValue={guest.address ?? ''}
        />
        <button
          type="button"
          className="link-button billing-toggle"
          aria-expanded={billingOpen}
          onClick={() => setBillingOpen((open) => !open)}
        >
          {billingOpen ? 'Hide billing details' : 'Add billing details for tax invoices (GSTIN)'}
        </button>
        {billingOpen && (
          <fieldset className="billing-fields">
            <legend>Billing details for tax invoices (optional)</legend>
            <label htmlFor={`${id}-gstin`}>GSTIN</label>
            <input
              id={`${id}-gstin`}
              name="gstin"
              maxLength={20}
              autoCapitalize="characters"
              defaultValue={guest.gstin ?? ''}
            />
            <label htmlFor={`${id}-billing-name`}>Bill to</label>
            <input
              id={`${id}-billing-name`}
              name="billing_name"
              autoComplete="organization"
              aria-describedby={`${id}-billing-name-hint`}
              defaultValue={guest.billing_name ?? ''}
            />
            <p id={`${id}-billing-name-hint`} className="field-hint">
              The business or person on the GST registration.
            </p>
            <label htmlFor={`${id}-billing-address`}>Billing address</label>
            <textarea
              id={`${id}-billing-address`}
              name="billing_address"
              rows={2}
              defaultValue={guest.billing_address ?? ''}
            />
          </fieldset>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => dialog.current?.close()}
            disabled={busy}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-maroon" disabled={busy}>
            {busy ? 'Updating...' : 'Update Profile'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
