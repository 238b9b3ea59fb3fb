// Community links of the footer (docs/domain.md, "Screens and texts"). Their labels are the brands'
// names, the same in every language; who made the app is the catalogue's (`pie.proveedor`).
/* eslint-disable reparto/sin-texto-suelto -- brand names, not language */
export const COMMUNITY_LINKS = [
  { label: 'YouTube', icon: 'pi pi-youtube', href: 'https://www.youtube.com/@repartodeplata' },
  { label: 'Twitch', icon: 'pi pi-twitch', href: 'https://www.twitch.tv/repartodeplata' },
  { label: 'Discord', icon: 'pi pi-discord', href: 'https://discord.com/' },
] as const;
/* eslint-enable reparto/sin-texto-suelto */
