import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import { PROFILE_CARD_COPY } from '@/lib/copy/profiles';
import styles from './profile-cards.module.scss';

export interface ProfileCardData {
  photo: string;
  name: string;
  skills: readonly string[];
  yearsOfExperience: string | number;
  location: string;
}

/**
 * Talent profile cards: a swipeable, snapping row below 768 px and a grid above, from one markup and CSS
 * alone (no script, no hydration mismatch, no layout shift). The row is a focusable region, so keyboards scroll it too.
 */
export function ProfileCards({ profiles, label }: { profiles: readonly ProfileCardData[]; label: string }) {
  return (
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <ul role="list" className={styles.cards}>
        {profiles.map((profile, index) => (
          <li key={`${profile.name}-${index}`} className={styles.card}>
            <ResponsiveImage
              src={profile.photo}
              alt={PROFILE_CARD_COPY.photoAlt(profile.name)}
              width={96}
              height={96}
              className={styles.photo}
            />
            <h3 className={styles.name}>{profile.name}</h3>
            <p className={styles.meta}>{PROFILE_CARD_COPY.experience(profile.yearsOfExperience)}</p>
            <p className={styles.meta}>{profile.location}</p>
            <p className="visually-hidden">{PROFILE_CARD_COPY.skills}</p>
            <ul role="list" className={styles.skills}>
              {profile.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
