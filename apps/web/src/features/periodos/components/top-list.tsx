// A TOP card of the periods overview (docs/domain.md, "Screens and texts"): its title, the 30 days it
// covers, and its three places — or what is there instead (loading, a failure, nothing in 30 days).
import type { ReactNode } from 'react';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';

/**
 * Height of a TOP card's list of three rows (32 px medal rows, 0.6rem gaps, periodos.css): the
 * skeleton shown while it loads and the empty text take exactly this space, so the cards below do
 * not move when the figures arrive (on a phone the cards are stacked).
 */
export const TOP_LIST_HEIGHT = '7.2rem';

export function TopCard<T>({
  titulo,
  subtitulo,
  consulta,
  sinCargar,
  vacio,
  fila,
}: {
  titulo: string;
  subtitulo: string;
  consulta: { data: { message: T[] } | undefined; isPending: boolean; isError: boolean };
  /** What a failed load says. */
  sinCargar: string;
  /** What an empty list says. */
  vacio: string;
  /** One place of the list: its `<li>`. */
  fila: (item: T, posicion: number) => ReactNode;
}) {
  const items = consulta.data?.message ?? [];
  return (
    <Card title={titulo} subTitle={subtitulo} className="periodos-card">
      {consulta.isPending ? (
        <Skeleton height={TOP_LIST_HEIGHT} />
      ) : consulta.isError ? (
        <p className="card-empty">{sinCargar}</p>
      ) : items.length === 0 ? (
        <p className="card-empty">{vacio}</p>
      ) : (
        <ol className="top-list" aria-label={titulo}>
          {items.map(fila)}
        </ol>
      )}
    </Card>
  );
}
