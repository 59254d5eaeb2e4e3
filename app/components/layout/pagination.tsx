import { Link } from "react-router";

/** Previous / next links and page numbers; `href(page)` builds each page's URL. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  const item = "inline-flex min-w-11 h-11 items-center justify-center rounded-md px-3 font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} className={`${item} text-navy hover:bg-sand`} rel="prev">
              ← Précédente
            </Link>
          </li>
        )}
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && p - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
            {p === page ? (
              <span aria-current="page" className={`${item} bg-navy text-white`}>
                {p}
              </span>
            ) : (
              <Link to={href(p)} className={`${item} text-navy hover:bg-sand`} aria-label={`Page ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} className={`${item} text-navy hover:bg-sand`} rel="next">
              Suivante →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
