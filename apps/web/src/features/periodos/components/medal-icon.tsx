// A medal for the first three places of the TOP Players card (docs/domain.md, "Screens and texts").
import { useTextos } from '../../../lib/i18n/textos';
import { textosPeriodos } from '../textos';

const MEDALLAS = [
  { clave: 'top.oro', fill: '#d4a017', ribbon: '#b91c1c' },
  { clave: 'top.plata', fill: '#a8a9ad', ribbon: '#1d4ed8' },
  { clave: 'top.bronce', fill: '#b0713a', ribbon: '#15803d' },
] as const;

export function MedalIcon({ position }: { position: 0 | 1 | 2 }) {
  const t = useTextos(textosPeriodos);
  const m = MEDALLAS[position];
  const nombre = t(m.clave);
  return (
    <svg className="medal-icon" width="28" height="32" viewBox="0 0 28 32" role="img" aria-label={nombre}>
      <title>{nombre}</title>
      <path d="M7 0h6l3 11H10z" fill={m.ribbon} />
      <path d="M15 0h6l-3 11h-6z" fill={m.ribbon} opacity="0.8" />
      <circle cx="14" cy="21" r="10" fill={m.fill} stroke="#00000033" strokeWidth="1" />
      <circle cx="14" cy="21" r="6.5" fill="none" stroke="#ffffff99" strokeWidth="1.5" />
      <text x="14" y="25" textAnchor="middle" fontSize="10" fontWeight="700" fill="#1f2933">
        {position + 1}
      </text>
    </svg>
  );
}
