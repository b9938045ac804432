import { SiteLink } from 'shared-lib/links';
import type { ResultGroup } from 'shared-lib/search';
import { ContentImage } from 'shared-lib/ui';
import './SearchResults.css';

/** Result groups: stores as a card grid (1, 2 from medium, 4 from large), the rest as link lists. */
export function SearchResults({ groups }: { groups: ResultGroup[] }) {
  return (
    <div className="search-results">
      {groups.map((group) => (
        <section key={group.heading} className="search-results__group" aria-label={group.heading}>
          <h2>{group.heading}</h2>
          {group.kind === 'cards' ? (
            <ul className="search-results__cards">
              {group.documents.map((document) => (
                <li key={document.id} className="search-results__card">
                  <SiteLink href={document.path.alias}>
                    {document.thumb && (
                      <ContentImage
                        image={{ ...document.thumb, alt: '' }}
                        sizes="(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw"
                      />
                    )}
                    <span>{document.title}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          ) : (
            <ul className="search-results__links">
              {group.documents.map((document) => (
                <li key={document.id}>
                  <SiteLink href={document.path.alias}>{document.title}</SiteLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
