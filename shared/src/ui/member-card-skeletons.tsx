import styles from './member-card.module.scss';

/**
 * Placeholders the size of the results grid while the first page loads: the page keeps its
 * layout when the cards arrive (no jump, CLS).
 */
export function MemberCardSkeletons({ count }: { count: number }) {
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="col">
          <div className={`card h-100 placeholder-glow ${styles.card}`}>
            <div className={`card-img-top placeholder ${styles.photo}`} />
            <div className="card-body py-2">
              <span className="placeholder col-8 d-block mb-1" />
              <span className="placeholder col-6 d-block placeholder-sm" />
              <span className={`placeholder col-4 d-block mt-2 ${styles.skeletonAction}`} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
