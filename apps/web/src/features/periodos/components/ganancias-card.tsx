import { useState, type FormEvent } from 'react';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  formatEntero,
  formatSilver,
  INTERVALOS,
  intervaloLabel,
  MENSAJE_JUGADOR_NO_ENCONTRADO,
  type Intervalo,
} from '@reparto/contract';
import { useSearchGanancias } from '../api/search-ganancias';
import { dropdownPt } from '../../../components/dropdown-pt';
import { JugadorLink } from '../../../components/jugador-link';

const OPCIONES = INTERVALOS.map((value) => ({ value, label: intervaloLabel(value) }));

/** Earnings search: nickname and interval both required; failure → 'No se encuentra el jugador' (docs/domain.md, "Screens and texts"). */
export function GananciasCard() {
  const [nickname, setNickname] = useState('');
  const [intervalo, setIntervalo] = useState<Intervalo | null>(null);
  const search = useSearchGanancias();
  const listo = nickname.trim() !== '' && intervalo !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!listo) return;
    search.mutate({ nickname, interval: intervalo });
  };

  const result = search.data?.message;
  return (
    <Card title="Buscar ganancias" subTitle="Ganancias de un jugador por intervalo" className="periodos-card">
      <form className="ganancias-form" onSubmit={submit} noValidate>
        <label htmlFor="ganancias-nickname">Nickname</label>
        <InputText
          id="ganancias-nickname"
          value={nickname}
          placeholder="Ingrese el nickname"
          autoComplete="off"
          onChange={(e) => setNickname(e.target.value)}
        />
        <label htmlFor="ganancias-intervalo" id="ganancias-intervalo-label">
          Intervalo
        </label>
        <Dropdown
          pt={dropdownPt('Intervalo')}
          inputId="ganancias-intervalo"
          value={intervalo}
          options={OPCIONES}
          onChange={(e) => setIntervalo(e.value as Intervalo)}
          placeholder="Selecciona un intervalo"
          ariaLabelledBy="ganancias-intervalo-label"
        />
        <Button type="submit" label="Buscar" icon="pi pi-search" disabled={!listo} loading={search.isPending} />
      </form>
      <div aria-live="polite" className="ganancias-result">
        {search.isError ? <Message severity="error" text={MENSAJE_JUGADOR_NO_ENCONTRADO} /> : null}
        {search.isSuccess && result ? (
          <dl className="ganancias-datos" data-testid="ganancias-resultado">
            <div>
              <dt>Jugador</dt>
              <dd>
                <JugadorLink nickname={result.nickname} />
              </dd>
            </div>
            <div>
              <dt>Ganancias</dt>
              <dd>{formatSilver(result.total_silver_unitario)}</dd>
            </div>
            <div>
              <dt>Contenidos</dt>
              <dd>{formatEntero(result.cantidad_contenido)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </Card>
  );
}
