// Community links of the footer (docs/domain.md, "Screens and texts").
export const COMMUNITY_LINKS = [
  { label: 'YouTube', icon: 'pi pi-youtube', href: 'https://www.youtube.com/@repartodeplata' },
  { label: 'Twitch', icon: 'pi pi-twitch', href: 'https://www.twitch.tv/repartodeplata' },
  { label: 'Discord', icon: 'pi pi-discord', href: 'https://discord.com/' },
] as const;
export const PROVIDER = 'el equipo de Reparto de Plata';
