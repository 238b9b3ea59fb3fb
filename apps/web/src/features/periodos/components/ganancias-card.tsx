import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { INTERVALOS, type Intervalo } from '@reparto/contract';
import { useSearchGanancias } from '../api/search-ganancias';
import { JugadorLink } from '../../../components/jugador-link';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { textosPeriodos } from '../textos';

const intervaloDe = (texto: string | null): Intervalo | null => INTERVALOS.find((i) => String(i) === texto) ?? null;

/**
 * Earnings search: nickname and interval both required; failure → 'No se encuentra el jugador'
 * (docs/domain.md, "Screens and texts"). The search done is kept in the URL (?nickname=…&intervalo=…)
 * and done again on coming back to the overview.
 */
export function GananciasCard() {
  const t = useTextos(textosPeriodos);
  const { plata, entero } = useFormato();
  const [params, setParams] = useSearchParams();
  const [nickname, setNickname] = useState(() => params.get('nickname') ?? '');
  const [intervalo, setIntervalo] = useState<Intervalo | null>(() => intervaloDe(params.get('intervalo')));
  const search = useSearchGanancias();
  const listo = nickname.trim() !== '' && intervalo !== null;
  // Enter on an incomplete search (its «Buscar» is disabled, so the form is not sent) says what is missing.
  const [faltan, setFaltan] = useState(false);
  const falta =
    !faltan || listo
      ? undefined
      : nickname.trim() === ''
        ? intervalo === null
          ? t('gan.faltanAmbos')
          : t('gan.faltaNickname')
        : t('gan.faltaIntervalo');

  const buscar = search.mutate;
  const restaurada = useRef(false);
  useEffect(() => {
    if (restaurada.current) return;
    restaurada.current = true;
    const guardado = { nickname: params.get('nickname') ?? '', interval: intervaloDe(params.get('intervalo')) };
    if (guardado.nickname.trim() !== '' && guardado.interval !== null) buscar({ ...guardado, interval: guardado.interval });
  }, [params, buscar]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!listo) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('nickname', nickname.trim());
        next.set('intervalo', String(intervalo));
        return next;
      },
      { replace: true },
    );
    search.mutate({ nickname, interval: intervalo });
  };

  const result = search.data?.message;
  return (
    <Card title={t('gan.titulo')} subTitle={t('gan.subtitulo')} className="periodos-card">
      <form
        className="ganancias-form"
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setFaltan(true);
        }}
        noValidate
      >
        <label htmlFor="ganancias-nickname">{t('nickname')}</label>
        <InputText
          id="ganancias-nickname"
          value={nickname}
          placeholder={t('gan.nicknamePh')}
          autoComplete="off"
          onChange={(e) => setNickname(e.target.value)}
        />
        <label htmlFor="ganancias-intervalo">{t('gan.intervalo')}</label>
        {/* The browser's own list: on a phone it opens the system picker, and this first screen of the
            app does not load PrimeReact's Dropdown (~20 KB gzip, docs/performance.md). */}
        <select
          id="ganancias-intervalo"
          className="p-inputtext p-component ganancias-select"
          value={intervalo ?? ''}
          onChange={(e) => setIntervalo(e.target.value === '' ? null : (Number(e.target.value) as Intervalo))}
        >
          <option value="" disabled>
            {t('gan.intervaloPh')}
          </option>
          {INTERVALOS.map((value) => (
            <option key={value} value={value}>
              {t('gan.dias', { n: value })}
            </option>
          ))}
        </select>
        <Button type="submit" label={t('gan.buscar')} icon="pi pi-search" disabled={!listo} loading={search.isPending} />
        {falta ? (
          <small className="p-error" role="alert">
            {falta}
          </small>
        ) : null}
      </form>
      <div aria-live="polite" className="ganancias-result">
        {search.isError ? <Message severity="error" text={t('gan.noEncontrado')} /> : null}
        {search.isSuccess && result ? (
          <dl className="ganancias-datos" data-testid="ganancias-resultado">
            <div>
              <dt>{t('jugador')}</dt>
              <dd>
                <JugadorLink nickname={result.nickname} />
              </dd>
            </div>
            <div>
              <dt>{t('gan.ganancias')}</dt>
              <dd>{plata(result.total_silver_unitario)}</dd>
            </div>
            <div>
              <dt>{t('gan.contenidos')}</dt>
              <dd>{entero(result.cantidad_contenido)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </Card>
  );
}
