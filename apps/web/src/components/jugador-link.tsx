// A player's nickname as a link to their own page (docs/domain.md, "A player's page").
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function JugadorLink({ nickname, className }: { nickname: string; className?: string }) {
  return (
    <Link to={paths.gananciasJugador(nickname)} className={['jugador-link', className].filter(Boolean).join(' ')}>
      {nickname}
    </Link>
  );
}
