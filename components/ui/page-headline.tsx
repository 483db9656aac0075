/** Headline with optional subline, the shape of the spec's page-headline container. */
export function PageHeadline({
  headline,
  subline,
  as: Tag = 'h2',
}: {
  headline: string
  subline?: string
  as?: 'h1' | 'h2'
}) {
  return (
    <header className="page-headline">
      <Tag>{headline}</Tag>
      {subline && <p>{subline}</p>}
    </header>
  )
}
