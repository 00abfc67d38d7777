import { ResponsiveImage } from '@/components/ui/image/ResponsiveImage';
import type { TeamMember } from '@/lib/api/schemas/people';
import { sizesFor } from '@/lib/breakpoints';
import { TEAM_COPY } from '@/lib/copy/team';
import { UI_COPY } from '@/lib/copy/ui';
import styles from './team.module.scss';

const PHOTO_SIZES = sizesFor({ base: 2, tablet: 3, laptop: 4 });

/** A member's photo, name and role; the photo links to their LinkedIn profile when they have one. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  const photo = (
    <ResponsiveImage src={member.photo} alt={member.name} fill sizes={PHOTO_SIZES} className={styles.photo} />
  );
  return (
    <figure className={styles.member}>
      <div className={styles.media}>
        {member.linkedinUrl ? (
          <a
            href={member.linkedinUrl}
            target="_blank"
            rel="noopener"
            aria-label={`${TEAM_COPY.linkedin(member.name)}${UI_COPY.newTab}`}
          >
            {photo}
          </a>
        ) : (
          photo
        )}
      </div>
      <figcaption>
        <span className={styles.name}>{member.name}</span>
        <span className={styles.role}>{member.role}</span>
      </figcaption>
    </figure>
  );
}

/** Members in a 4/3/2-column grid. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul role="list" className={styles.grid}>
      {members.map((member) => (
        <li key={`${member.name}-${member.role}`}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
