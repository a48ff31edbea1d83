interface LinkGroup<Link extends { url: string }> {
  title: string
  links: Link[]
}

/**
 * The footer's link groups as one market shows them. The footer's data lists every market's price bands ('Holidays
 * under £999' and 'Holidays under C$4,999', issue 28 defect 18) and each market links only to its own: a link to a
 * page of another market is left out, and so is a group left with no links (an empty list under a heading).
 */
export function linksOnMarket<Link extends { url: string }>(
  groups: readonly LinkGroup<Link>[],
  otherMarketPaths: ReadonlySet<string>,
): LinkGroup<Link>[] {
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => !otherMarketPaths.has(link.url)) }))
    .filter((group) => group.links.length > 0)
}
