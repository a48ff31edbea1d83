/**
 * A component's own stylesheet (`import href from './x.css?url'`), so a primitive looks right on any page that uses
 * it without the route having to know. React hoists it into <head> once however many instances render it, and a
 * client-side navigation waits for it before showing the component. Unit tests get no URL for CSS: nothing renders.
 */
export function Stylesheet({ href }: { href: string }) {
  return href ? <link rel="stylesheet" href={href} precedence="default" /> : null
}
