/**
 * The page's own head: its title (and description) in the page's language. React 19 hoists <title> and
 * <meta> rendered anywhere into the document head, so every page, in every remote, renders one of these
 * and the head follows client-side navigation with no extra library. The shell reads the title on route
 * changes to announce the new page.
 */
export const BRAND = 'Harman';

export interface PageHeadProps {
  /** The page's own name, e.g. 'Sepetim'; the brand is appended. */
  title: string;
  description?: string;
}

export function pageTitle(title: string): string {
  return title ? `${title} | ${BRAND}` : BRAND;
}

export function PageHead({ title, description }: PageHeadProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
