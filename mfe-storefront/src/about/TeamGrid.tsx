import type { TeamRole } from './about-content';
import { initialsOf } from './initials';
import styles from './TeamGrid.module.css';

/** The team as roles, each with an initials avatar (decoration: the role is written out beside it). */
export function TeamGrid({ team }: { team: readonly TeamRole[] }) {
  return (
    <ul className={styles.grid}>
      {team.map((member) => (
        <li key={member.role} className={styles.card}>
          <span className={styles.avatar} aria-hidden="true">
            {initialsOf(member.role)}
          </span>
          <h3 className={styles.role}>{member.role}</h3>
          <p className={styles.text}>{member.text}</p>
        </li>
      ))}
    </ul>
  );
}
