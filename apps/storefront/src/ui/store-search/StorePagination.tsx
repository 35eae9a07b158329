/** Page buttons for the store results (platform §2, §9: 3 stores per page). */
export interface StorePaginationProps {
  readonly page: number
  readonly pageCount: number
  readonly onPage: (page: number) => void
}

export const StorePagination = ({ page, pageCount, onPage }: StorePaginationProps) => {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Store results pages" className="pagination">
      <ul>
        <li>
          <button type="button" className="page-step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous<span className="visually-hidden"> page</span>
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              className="page-number"
              aria-label={`Page ${number}`}
              aria-current={number === page ? "page" : undefined}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="page-step" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next<span className="visually-hidden"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
