/* The site shell's server side: what the header and footer need on every page (the root loader). */
export { getSiteShell, type FooterLinkGroup, type NavLink, type SiteShell } from './site-shell.server'
