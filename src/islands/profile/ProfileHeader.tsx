import { EmailText } from '../ui/EmailText';
import type { Guest, GuestStats } from './types';

interface Props {
  guest: Pick<Guest, 'name' | 'email' | 'profile_image' | 'wallet_balance'>;
  stats: GuestStats | null;
  placeholderImage: string;
}

/** The top of the profile: picture, name, email and the figures strip. */
export default function ProfileHeader({ guest, stats, placeholderImage }: Props) {
  const figures = [
    { label: 'Total Bookings', value: stats?.total_bookings },
    { label: 'Referrals Made', value: stats?.referrals_made },
    { label: 'Supar Coins', value: guest.wallet_balance },
  ];
  return (
    <section className="profile-header" aria-label="Your profile">
      <img
        className="profile-avatar"
        src={guest.profile_image || placeholderImage}
        alt={guest.profile_image ? guest.name : 'Placeholder avatar'}
        width={112}
        height={112}
      />
      <div className="profile-identity">
        <h2>{guest.name}</h2>
        <p>{guest.email ? <EmailText email={guest.email} /> : 'Add your email in Settings'}</p>
      </div>
      <dl className="profile-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value === undefined ? '–' : figure.value.toLocaleString('en-IN')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
